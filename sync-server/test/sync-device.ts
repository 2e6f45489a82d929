import type { Change, PullResponse, PushResponse } from '@optolight/contract';
import { v7 as uuidv7 } from 'uuid';
import type { caller } from './harness';

type Caller = ReturnType<typeof caller>;

/**
 * A device of an account speaking the sync protocol by hand: it numbers its mutations and builds
 * them as the wire carries them, so tests can also send what a well-behaved device never would.
 */
export function syncDevice(as: Caller, deviceId = uuidv7()) {
  let seq = 0;
  const next = () => ({ seq: ++seq, mutationId: uuidv7() });
  return {
    deviceId,
    register: () => as.post('/api/sync/devices', { deviceId }),
    /** Skips seqs (a gap) or reuses one (`seq` is the next number minus one). */
    setSeq: (value: number) => {
      seq = value;
    },
    create: (recordId: string, kind = 'patient', parentId: string | null = null) => ({
      ...next(),
      type: 'createRecord',
      recordId,
      kind,
      parentId,
      createdAt: new Date().toISOString(),
    }),
    save: (
      recordId: string,
      section: string,
      data: object,
      base: object = {},
      baseVersion = 0,
    ) => ({
      ...next(),
      type: 'saveSection',
      recordId,
      section,
      data,
      base,
      baseVersion,
    }),
    remove: (recordId: string) => ({ ...next(), type: 'deleteRecord', recordId }),
    /** Signs as the device held the record: each section's content. */
    sign: (recordId: string, seen: Record<string, { data: unknown }>) => ({
      ...next(),
      type: 'signRecord',
      recordId,
      seen,
    }),
    addendum: (recordId: string, text: string, addendumId = uuidv7()) => ({
      ...next(),
      type: 'addAddendum',
      recordId,
      addendumId,
      text,
    }),
    /** Sends a batch; the raw answer, for tests of refused requests. */
    send: (mutations: object[]) => as.post('/api/sync/push', { deviceId, mutations }),
    async push(mutations: object[]): Promise<PushResponse> {
      const res = await as.post('/api/sync/push', { deviceId, mutations });
      if (res.statusCode !== 200) throw new Error(`push answered ${res.statusCode}: ${res.body}`);
      return res.json<PushResponse>();
    },
    async pullAll(cursor = 0): Promise<Change[]> {
      const out: Change[] = [];
      for (;;) {
        const page = (await as.get(`/api/sync/pull?cursor=${cursor}&limit=2`)).json<PullResponse>();
        out.push(...page.changes);
        cursor = page.cursor;
        if (!page.hasMore) return out;
      }
    },
  };
}

/** A registered device that has created a patient and its main evaluation on the server. */
export async function deviceWithEvaluation(as: Caller, patientId: string, evaluationId: string) {
  const device = syncDevice(as);
  await device.register();
  await device.push([
    device.create(patientId),
    device.create(evaluationId, 'mainEvaluation', patientId),
  ]);
  return device;
}
