import { SyncEngine, type EngineStatus } from '../../src/sync/engine';
import { injectSend, sendTransport, type Send } from './inject-transport';
import { deviceDb } from './local-db';
import type { chaosServer } from './server';

let n = 0;

/**
 * Makes devices of the test server: each its own database and sync engine, of a fresh account or
 * of `token`'s. Its network answers with `net.status` while that is set (0: offline).
 */
export function deviceMaker(server: () => Awaited<ReturnType<typeof chaosServer>>) {
  return async function device(token?: string) {
    const account = token ?? (await server().account());
    const real = injectSend(server().app, () => account);
    const net = { status: 200 };
    const send: Send = (method, url, payload) => {
      if (net.status === 0) return Promise.reject(new TypeError('offline'));
      if (net.status !== 200) return Promise.resolve({ status: net.status, body: 'injected' });
      return real(method, url, payload);
    };
    const statuses: EngineStatus[] = [];
    const engine = new SyncEngine({
      db: deviceDb(`device-${++n}`),
      transport: sendTransport(send),
      onStatus: (s) => statuses.push(s),
    });
    return { engine, db: engine.db, net, statuses, token: account };
  };
}
