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
  /**
   * Holds back the requests whose path (with its query) `match` accepts until `release` is
   * called, as a slow network would; a cut fails them like every other request.
   */
  hold(match: (path: string) => boolean): { release: () => void };
  /** The path (with its query) of every request the line carried or held, in order. */
  readonly paths: readonly string[];
  close(): Promise<void>;
}

export async function openLine(): Promise<Line> {
  let offline = false;
  const sockets = new Set<Socket>();
  const paths: string[] = [];
  const holds: { match: (path: string) => boolean; waiting: (() => void)[] | null }[] = [];
  const proxy = http.createServer((req, res) => {
    // A forward proxy receives the absolute address; the server wants the path.
    const target = new URL(req.url ?? '/');
    const path = `${target.pathname}${target.search}`;
    paths.push(path);
    const hold = holds.find((h) => h.waiting && h.match(path));
    if (!hold?.waiting) {
      forward(req, res, target);
      return;
    }
    let failed = false;
    res.on('close', () => {
      failed = true;
    });
    hold.waiting.push(() => {
      // Cut while held: the request already failed.
      if (!failed) forward(req, res, target);
    });
  });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, target: URL) => {
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
  };
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
    hold(match) {
      const hold: (typeof holds)[number] = { match, waiting: [] };
      holds.push(hold);
      return {
        release() {
          const waiting = hold.waiting ?? [];
          hold.waiting = null;
          for (const go of waiting) go();
        },
      };
    },
    paths,
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
