import { v7 as uuidv7 } from 'uuid';

interface SectionChange {
  type: string;
  recordId?: string;
  name?: string;
  data?: Record<string, unknown>;
}

/**
 * A second device of the account speaking the sync protocol from the test, so a journey can
 * meet a change made elsewhere (a conflict) without a second browser.
 */
export async function otherDevice(baseUrl: string, token: string, name: string) {
  const deviceId = uuidv7();
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${String(res.status)} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  await send('POST', '/api/sync/devices', { deviceId, name });
  let seq = 0;
  return {
    /** The section as the server holds it now. */
    async section(recordId: string, section: string): Promise<Record<string, unknown>> {
      let cursor = 0;
      let found: Record<string, unknown> | undefined;
      for (;;) {
        const page = await send('GET', `/api/sync/pull?cursor=${String(cursor)}&limit=500`);
        for (const c of page.changes as SectionChange[])
          if (c.type === 'section' && c.recordId === recordId && c.name === section) found = c.data;
        cursor = page.cursor as number;
        if (!page.hasMore) break;
      }
      if (!found) throw new Error(`${section} of ${recordId} is not on the server`);
      return found;
    },
    /** Every visit entry's content the server holds. */
    async visitEntries(): Promise<Record<string, unknown>[]> {
      const kinds = new Map<string, string>();
      const sections: SectionChange[] = [];
      let cursor = 0;
      for (;;) {
        const page = await send('GET', `/api/sync/pull?cursor=${String(cursor)}&limit=500`);
        for (const c of page.changes as (SectionChange & {
          record?: { id: string; kind: string };
        })[]) {
          if (c.record) kinds.set(c.record.id, c.record.kind);
          if (c.type === 'section') sections.push(c);
        }
        cursor = page.cursor as number;
        if (!page.hasMore) break;
      }
      return sections.flatMap((c) =>
        kinds.get(c.recordId ?? '') === 'visitEntry' && c.data ? [c.data] : [],
      );
    },
    /**
     * Registers `count` patients, `D-0000` First0 Last0 onwards (each a record and its details),
     * in pushes of 500 changes, as a front-desk computer that worked for months would have.
     */
    async registerPatients(count: number, details: Record<string, unknown>) {
      const mutations = Array.from({ length: count }, (_, i) => {
        const recordId = uuidv7();
        const data = {
          ...details,
          patientId: `D-${String(i).padStart(4, '0')}`,
          firstName: `First${String(i)}`,
          lastName: `Last${String(i)}`,
        };
        return [
          {
            type: 'createRecord',
            recordId,
            kind: 'patient',
            parentId: null,
            createdAt: new Date().toISOString(),
          },
          { type: 'saveSection', recordId, section: 'info', data, base: {}, baseVersion: 0 },
        ];
      }).flat();
      for (let start = 0; start < mutations.length; start += 500)
        await send('POST', '/api/sync/push', {
          deviceId,
          mutations: mutations
            .slice(start, start + 500)
            .map((m) => ({ ...m, seq: (seq += 1), mutationId: uuidv7() })),
        });
    },
    /** Saves changes over the server's current content, as a device that had it would. */
    async edit(recordId: string, section: string, changes: Record<string, unknown>) {
      const base = await this.section(recordId, section);
      seq += 1;
      const answer = await send('POST', '/api/sync/push', {
        deviceId,
        mutations: [
          {
            type: 'saveSection',
            seq,
            mutationId: uuidv7(),
            recordId,
            section,
            data: { ...base, ...changes },
            base,
            baseVersion: 0,
          },
        ],
      });
      return answer;
    },
  };
}
