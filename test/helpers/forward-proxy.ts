// A real forward proxy on loopback for the egress tests: plain-HTTP forwarding (absolute-URI
// requests) and CONNECT tunnels, optional basic auth, and a marker the far side can see: every
// forwarded request carries `X-Forwarded-For: <egressIp>` and `Via: 1.1 <name>`, the way a
// proxy's exit address reaches a platform. It counts what passed through it.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ForwardProxy {
  /** http://127.0.0.1:PORT (no credentials) */
  url: string;
  port: number;
  /** plain-HTTP requests forwarded, by absolute URL */
  forwarded: string[];
  /** CONNECT tunnels opened, host:port */
  tunnels: string[];
  /** requests refused for missing/wrong credentials */
  refused: number;
  close(): Promise<void>;
}

export interface ForwardProxyOptions {
  /** require `Proxy-Authorization: Basic` with these */
  auth?: { username: string; password: string };
  /** the address the proxy claims as its exit (sent as X-Forwarded-For) */
  egressIp?: string;
  name?: string;
}

export async function startForwardProxy(opts: ForwardProxyOptions = {}): Promise<ForwardProxy> {
  const egressIp = opts.egressIp ?? '203.0.113.7';
  const via = `1.1 ${opts.name ?? 'bm-test-proxy'}`;
  const expected = opts.auth ? `Basic ${Buffer.from(`${opts.auth.username}:${opts.auth.password}`).toString('base64')}` : null;
  const sockets = new Set<Socket>();
  const state = { forwarded: [] as string[], tunnels: [] as string[], refused: 0 };
  const authorized = (req: IncomingMessage) => expected === null || req.headers['proxy-authorization'] === expected;

  const server: Server = createServer((req, res) => {
    if (!authorized(req)) {
      state.refused += 1;
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="bm-test"', 'content-length': '0' }).end();
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute URI required');
      return;
    }
    state.forwarded.push(target.href);
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    headers['x-forwarded-for'] = egressIp;
    headers.via = via;
    const upstream = request(
      { host: target.hostname, port: target.port || 80, method: req.method, path: `${target.pathname}${target.search}`, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });

  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (!authorized(req)) {
      state.refused += 1;
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="bm-test"\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    state.tunnels.push(req.url ?? '');
    const upstream = connect(Number(port) || 443, host!, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get forwarded() {
      return state.forwarded;
    },
    get tunnels() {
      return state.tunnels;
    },
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
