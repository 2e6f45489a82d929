import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * One browser context's own way to the server: a small forward proxy the journey can cut.
 *
 * Chromium's offline emulation (`context.setOffline`) does not always reach a dedicated worker
 * started while a page loads: after a reload with the network "off", the sync worker's first
 * request sometimes reached the server. A cut line fails every request of the context, from the
 * page, its workers and its service worker alike, as a tablet without Wi-Fi does.
 */
export interface Line {
  /** The proxy address for `browser.newContext({ proxy })`. */
  readonly server: string;
  cut(offline: boolean): void;
  close(): Promise<void>;
}

export async function openLine(): Promise<Line> {
  let offline = false;
  const sockets = new Set<Socket>();
  const proxy = http.createServer((req, res) => {
    // A forward proxy receives the absolute address; the server wants the path.
    const target = new URL(req.url ?? '/');
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  proxy.on('connection', (socket: Socket) => {
    if (offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    cut(value) {
      offline = value;
      // Open keep-alive connections would carry the next request past the cut.
      if (value) for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) =>
        proxy.close(() => {
          resolve();
        }),
      );
    },
  };
}
