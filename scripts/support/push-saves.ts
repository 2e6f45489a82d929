/**
 * The tablets of bench-practice-writes, in a process of their own so that their requests never
 * wait on the server's thread: each pushes one section save after another until its time is up.
 * Takes `{ tablets, seconds }` over IPC and answers the saves applied per second.
 */
import { v7 as uuidv7 } from 'uuid';

export interface PushingTablet {
  auth: Record<string, string>;
  /** The server instance it talks to. */
  base: string;
  deviceId: string;
  evaluationId: string;
  seq: number;
  version: number;
  data: object;
}

async function pushUntil(tablet: PushingTablet, until: number): Promise<number> {
  let applied = 0;
  while (performance.now() < until) {
    tablet.seq += 1;
    const data = { pastMedicalHistory: `Bench save ${String(tablet.seq)}` };
    const res = await fetch(`${tablet.base}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...tablet.auth },
      body: JSON.stringify({
        deviceId: tablet.deviceId,
        mutations: [
          {
            type: 'saveSection',
            seq: tablet.seq,
            mutationId: uuidv7(),
            recordId: tablet.evaluationId,
            section: 'evaluationOne',
            data,
            base: tablet.data,
            baseVersion: tablet.version,
          },
        ],
      }),
    });
    if (!res.ok) throw new Error(`push: ${String(res.status)} ${await res.text()}`);
    const { results } = (await res.json()) as { results: { status: string; version?: number }[] };
    const [result] = results;
    if (result?.status !== 'applied') throw new Error(`a save was ${String(result?.status)}`);
    tablet.version = result.version ?? tablet.version + 1;
    tablet.data = data;
    applied += 1;
  }
  return applied;
}

process.on('message', (message: { tablets: PushingTablet[]; seconds: number }) => {
  void (async () => {
    const started = performance.now();
    const until = started + message.seconds * 1000;
    const counts = await Promise.all(message.tablets.map((t) => pushUntil(t, until)));
    const took = (performance.now() - started) / 1000;
    process.send?.({
      perSecond: counts.reduce((a, b) => a + b, 0) / took,
      tablets: message.tablets,
    });
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
