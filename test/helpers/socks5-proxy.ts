// A real SOCKS5 proxy on loopback (RFC 1928 CONNECT with RFC 1929 username/password), for the
// relay test: it counts the connections it opened and the handshakes it refused.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface Socks5Proxy {
  port: number;
  /** host:port of every CONNECT it carried out */
  connects: string[];
  refused: number;
  close(): Promise<void>;
}

export async function startSocks5Proxy(auth: { username: string; password: string }): Promise<Socks5Proxy> {
  const state = { connects: [] as string[], refused: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    let buf = Buffer.alloc(0);
    let stage: 'greeting' | 'auth' | 'request' | 'piped' = 'greeting';
    const onData = (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (stage === 'greeting') {
          if (buf.length < 2 || buf.length < 2 + buf[1]!) return;
          const methods = [...buf.subarray(2, 2 + buf[1]!)];
          buf = buf.subarray(2 + buf[1]!);
          if (!methods.includes(0x02)) {
            state.refused += 1;
            client.end(Buffer.from([0x05, 0xff]));
            return;
          }
          client.write(Buffer.from([0x05, 0x02]));
          stage = 'auth';
        } else if (stage === 'auth') {
          if (buf.length < 2) return;
          const ulen = buf[1]!;
          if (buf.length < 3 + ulen) return;
          const plen = buf[2 + ulen]!;
          if (buf.length < 3 + ulen + plen) return;
          const user = buf.subarray(2, 2 + ulen).toString();
          const pass = buf.subarray(3 + ulen, 3 + ulen + plen).toString();
          buf = buf.subarray(3 + ulen + plen);
          if (user !== auth.username || pass !== auth.password) {
            state.refused += 1;
            client.end(Buffer.from([0x01, 0x01]));
            return;
          }
          client.write(Buffer.from([0x01, 0x00]));
          stage = 'request';
        } else if (stage === 'request') {
          if (buf.length < 5) return;
          const atyp = buf[3]!;
          const addrLen = atyp === 0x01 ? 4 : atyp === 0x04 ? 16 : 1 + buf[4]!;
          if (buf.length < 4 + addrLen + 2) return;
          const host = atyp === 0x03 ? buf.subarray(5, 5 + buf[4]!).toString() : atyp === 0x01 ? [...buf.subarray(4, 8)].join('.') : '::1';
          const port = buf.readUInt16BE(4 + addrLen);
          const rest = buf.subarray(4 + addrLen + 2);
          stage = 'piped';
          client.off('data', onData);
          client.pause();
          const upstream = connect(port, host, () => {
            state.connects.push(`${host}:${port}`);
            client.write(Buffer.from([0x05, 0x00, 0x00, 0x01, 127, 0, 0, 1, 0, 0]));
            if (rest.length) upstream.write(rest);
            upstream.pipe(client);
            client.pipe(upstream);
          });
          sockets.add(upstream);
          upstream.on('close', () => sockets.delete(upstream));
          upstream.on('error', () => client.end(Buffer.from([0x05, 0x05, 0x00, 0x01, 0, 0, 0, 0, 0, 0])));
          return;
        } else return;
      }
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connects() {
      return state.connects;
    },
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
