// Chromium cannot authenticate to a SOCKS5 proxy. For a region whose proxy is socks5 with a
// username and password, the node pool runs this relay on loopback: an HTTP proxy (CONNECT
// tunnels and plain-HTTP forwarding) that reaches each target through the SOCKS5 proxy with its
// credentials (RFC 1928 / RFC 1929). The relay asks for its own random credential, so no other
// local process can borrow the upstream proxy through it.

import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { ProxySpec } from './proxy-url.js';

/** set on the relay's own error answers, so the node pool can tell a proxy failure from the site's */
export const RELAY_ERROR_HEADER = 'x-bm-proxy-error';

interface Upstream {
  host: string;
  port: number;
  username: string;
  password: string;
}

const REPLIES: Record<number, string> = {
  1: 'general failure',
  2: 'not allowed by ruleset',
  3: 'network unreachable',
  4: 'host unreachable',
  5: 'connection refused',
  6: 'TTL expired',
  7: 'command not supported',
  8: 'address type not supported',
};

/** a TCP connection to host:port through the SOCKS5 proxy */
export async function socksConnect(up: Upstream, host: string, port: number): Promise<Socket> {
  const sock = connect(up.port, up.host);
  const rd = byteReader(sock);
  try {
    await new Promise<void>((resolve, reject) => {
      sock.once('connect', resolve);
      sock.once('error', reject);
    });
    sock.write(Buffer.from([0x05, 0x01, 0x02]));
    const method = await rd.read(2);
    if (method[0] !== 0x05 || method[1] !== 0x02) throw new Error('socks5 proxy refused username/password authentication');
    const user = Buffer.from(up.username);
    const pass = Buffer.from(up.password);
    sock.write(Buffer.concat([Buffer.from([0x01, user.length]), user, Buffer.from([pass.length]), pass]));
    const auth = await rd.read(2);
    if (auth[1] !== 0x00) throw new Error('socks5 proxy rejected the credentials');
    const name = Buffer.from(host);
    sock.write(Buffer.concat([Buffer.from([0x05, 0x01, 0x00, 0x03, name.length]), name, Buffer.from([port >> 8, port & 0xff])]));
    const head = await rd.read(4);
    if (head[1] !== 0x00) throw new Error(`socks5 connect to ${host}:${port} failed: ${REPLIES[head[1]!] ?? `code ${head[1]}`}`);
    const addrLen = head[3] === 0x01 ? 4 : head[3] === 0x04 ? 16 : (await rd.read(1))[0]!;
    await rd.read(addrLen + 2);
    rd.detach();
    return sock;
  } catch (err) {
    rd.detach();
    sock.destroy();
    throw err;
  }
}

function byteReader(sock: Socket) {
  let buf = Buffer.alloc(0);
  let waiting: { n: number; resolve: (b: Buffer) => void; reject: (e: Error) => void } | null = null;
  const pump = () => {
    if (waiting && buf.length >= waiting.n) {
      const w = waiting;
      waiting = null;
      const out = buf.subarray(0, w.n);
      buf = buf.subarray(w.n);
      w.resolve(out);
    }
  };
  const onData = (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    pump();
  };
  const onEnd = () => waiting?.reject(new Error('socks5 proxy closed the connection'));
  const onError = (e: Error) => waiting?.reject(e);
  sock.on('data', onData);
  sock.on('close', onEnd);
  sock.on('error', onError);
  return {
    read: (n: number) =>
      new Promise<Buffer>((resolve, reject) => {
        waiting = { n, resolve, reject };
        pump();
      }),
    detach: () => {
      sock.off('data', onData);
      sock.off('close', onEnd);
      sock.off('error', onError);
      sock.pause();
      if (buf.length) sock.unshift(buf);
    },
  };
}

export class SocksRelay {
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    /** what the browser context is given: the relay on loopback, with the relay's own credential */
    readonly proxy: ProxySpec,
  ) {}

  static async start(upstream: ProxySpec): Promise<SocksRelay> {
    const url = new URL(upstream.server);
    const up: Upstream = { host: url.hostname, port: Number(url.port), username: upstream.username ?? '', password: upstream.password ?? '' };
    const own = { username: 'relay', password: randomBytes(18).toString('base64url') };
    const expected = `Basic ${Buffer.from(`${own.username}:${own.password}`).toString('base64')}`;
    const authorized = (req: IncomingMessage) => req.headers['proxy-authorization'] === expected;
    let relay: SocksRelay;

    const server = createServer((req, res) => {
      if (!authorized(req)) {
        res.writeHead(407, { 'proxy-authenticate': 'Basic realm="relay"', 'content-length': '0' }).end();
        return;
      }
      let target: URL;
      try {
        target = new URL(req.url ?? '');
      } catch {
        res.writeHead(400).end();
        return;
      }
      const headers = { ...req.headers };
      delete headers['proxy-authorization'];
      delete headers['proxy-connection'];
      socksConnect(up, target.hostname, Number(target.port) || 80).then(
        (tunnel) => {
          relay.track(tunnel);
          const out = request({ method: req.method, path: `${target.pathname}${target.search}`, headers, createConnection: () => tunnel }, (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          });
          out.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
          req.pipe(out);
          // the handshake left the socket paused; the HTTP client reads it from here on
          tunnel.resume();
        },
        // the reason travels in a header the node pool reads off the failed page load
        (err: Error) => res.writeHead(502, { 'content-length': '0', [RELAY_ERROR_HEADER]: err.message }).end(),
      );
    });
    server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
      relay.track(client);
      if (!authorized(req)) {
        client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="relay"\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const [host, port] = (req.url ?? '').split(/:(?=\d+$)/);
      client.on('error', () => undefined);
      socksConnect(up, host!.replace(/^\[|\]$/g, ''), Number(port) || 443).then(
        (tunnel) => {
          relay.track(tunnel);
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) tunnel.write(head);
          tunnel.pipe(client);
          client.pipe(tunnel);
          tunnel.on('error', () => client.destroy());
          client.on('close', () => tunnel.destroy());
        },
        () => client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    relay = new SocksRelay(server, { server: `http://127.0.0.1:${port}`, ...own });
    return relay;
  }

  private track(sock: Socket): void {
    this.sockets.add(sock);
    sock.on('close', () => this.sockets.delete(sock));
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
