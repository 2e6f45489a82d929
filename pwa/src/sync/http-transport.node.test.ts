import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTransport } from './http-transport';
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
    const proxy = createServer((_, res) => {
      res.writeHead(413, { 'content-type': 'text/html' });
      res.end('<h1>Request Entity Too Large</h1>');
    });
    await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
    const { port } = proxy.address() as AddressInfo;
    const transport = httpTransport(`http://127.0.0.1:${String(port)}`, () => 'token');
    const error: unknown = await transport.push(uuidv7(), []).catch((e: unknown) => e);
    await new Promise((ok) => proxy.close(ok));
    expect(error).toMatchObject({ status: 413, message: 'POST /api/sync/push: HTTP 413' });
    expect((error as TransportError).errors).toBeUndefined();
  });
});
