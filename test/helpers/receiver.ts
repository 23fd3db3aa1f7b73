// A real HTTP receiver on loopback that records what it is sent and answers as told.
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
  body: any;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** status to answer for the next requests on a path, consumed in order; default 200; 'hang' never answers */
  script(path: string, replies: Array<number | 'hang'>): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const scripts = new Map<string, Array<number | 'hang'>>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      received.push({ path, headers: req.headers, raw, body, at: Date.now() });
      const next = scripts.get(path)?.shift() ?? 200;
      if (next === 'hang') {
        hanging.add(res);
        return;
      }
      res.statusCode = next;
      res.end(next < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    script: (path, replies) => scripts.set(path, [...replies]),
    close: async () => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
