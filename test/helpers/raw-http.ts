// node:http rather than fetch(): fetch will not let a test forge Host or send a body on GET.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
  headers: Record<string, unknown>;
}

export function rawRequest(baseUrl: string, path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path, method, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}
