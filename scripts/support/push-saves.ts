/**
 * The tablets of bench-practice-writes, in a process of their own so that their requests never
 * wait on the server's thread: each pushes one section save after another until its time is up.
 * Takes `{ tablets, seconds }` over IPC and answers the saves applied per second.
 */
import { Agent, request } from 'node:http';
import { v7 as uuidv7 } from 'uuid';

// Node's own HTTP client on kept-alive connections: fetch spent about a third of a core on the
// tablets' side, which on a 2-core machine is taken from the server and the database.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function postJson(tablet: PushingTablet, path: string, body: object): Promise<unknown> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${tablet.base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...tablet.auth,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`${path}: ${String(res.statusCode)} ${text}`));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

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
    const { results } = (await postJson(tablet, '/api/sync/push', {
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
    })) as { results: { status: string; version?: number }[] };
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
