import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta';
import { countPending } from '../db/outbox';
import { createRecord } from '../db/repo';
import { SyncEngine } from './engine';
import { httpTransport } from './http-transport';
import { deviceDb } from '../../test/sync/local-db';
import { chaosServer } from '../../test/sync/server';
import { TransportError } from './transport';

let server: Awaited<ReturnType<typeof chaosServer>>;
let baseUrl = '';
beforeAll(async () => {
  server = await chaosServer();
  await server.harness.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${String((server.harness.app.server.address() as AddressInfo).port)}`;
});
afterAll(() => server.close());

type Answer = { status: number; type?: string; body: unknown };

/** A server that is not ours (a proxy, a captive portal): `answer` picks its reply by path. */
async function stranger(answer: (path: string) => Answer) {
  const http = createServer((req, res) => {
    const { status, type = 'application/json', body } = answer(req.url ?? '');
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise((ok) => http.close(ok)),
  };
}

/** Registers any device, then answers the sync calls with `sync`. */
const registering = (sync: Answer) => (path: string) =>
  path === '/api/sync/devices' ? { status: 200, body: { deviceId: 'd', ackedSeq: 0 } } : sync;

describe('http transport', () => {
  it("carries the server's message and field errors into the error it throws", async () => {
    const token = await server.account();
    const transport = httpTransport(baseUrl, () => token);
    const deviceId = uuidv7();
    await transport.registerDevice(deviceId);
    const error: unknown = await transport.push(deviceId, []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { mutations: expect.any(String) as unknown },
    });
  });

  it('keeps a plain message when the answer is not the JSON error shape (a proxy page)', async () => {
    const proxy = await stranger(() => ({
      status: 413,
      type: 'text/html',
      body: '<h1>Request Entity Too Large</h1>',
    }));
    const transport = httpTransport(proxy.url, () => 'token');
    const error: unknown = await transport.push(uuidv7(), []).catch((e: unknown) => e);
    await proxy.close();
    expect(error).toMatchObject({ status: 413, message: 'POST /api/sync/push: HTTP 413' });
    expect((error as TransportError).errors).toBeUndefined();
  });

  it("fails a call whose 200 answer is not the contract's, as a bad gateway", async () => {
    const answers: Answer[] = [
      { status: 200, type: 'text/html', body: '<h1>Sign in to the hotel Wi-Fi</h1>' },
      { status: 200, body: { changes: 'garbled', cursor: 1, hasMore: false, recordsAfter: 0 } },
    ];
    for (const answer of answers) {
      const portal = await stranger(() => answer);
      const error: unknown = await httpTransport(portal.url, () => 'token')
        .pull(0, 10)
        .catch((e: unknown) => e);
      await portal.close();
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ status: 502 });
    }
  });

  it('ends the round on a malformed push answer: retried later, every change still queued', async () => {
    const garbled = await stranger(registering({ status: 200, body: { results: 'garbled' } }));
    const db = deviceDb('malformed-push');
    await createRecord(db, { kind: 'patient', parentId: null, sections: { info: {} } });
    const queued = await countPending(db);
    const engine = new SyncEngine({ db, transport: httpTransport(garbled.url, () => 'token') });
    const outcome = await engine.syncOnce();
    await garbled.close();
    expect(outcome).toBe('retrying');
    expect(await countPending(db)).toBe(queued);
  });

  it('ends the round on a malformed pull answer without storing any of it', async () => {
    // A section change whose version is not a number: stored, it would corrupt the device's copy.
    const change = { type: 'section', seq: 5, recordId: uuidv7(), name: 'info', data: {} };
    const garbled = await stranger(
      registering({
        status: 200,
        body: {
          changes: [{ ...change, version: 'one' }],
          cursor: 5,
          hasMore: false,
          recordsAfter: 0,
        },
      }),
    );
    const db = deviceDb('malformed-pull');
    const engine = new SyncEngine({ db, transport: httpTransport(garbled.url, () => 'token') });
    const outcome = await engine.syncOnce();
    await garbled.close();
    expect(outcome).toBe('retrying');
    expect(await db.sections.count()).toBe(0);
    expect(await getMeta(db, 'cursor', 0)).toBe(0);
  });
});
