import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One request the fake platform received: method, path, its form (or query) fields, the body's text as sent
 * (a JSON body's signature is over it) and the headers (lower-case names).
 */
export interface FakeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The query string's fields alone. */
  query: Record<string, string>;
  body: string;
  headers: Record<string, string | undefined>;
}

/**
 * A local stand-in for an open platform in tests (127.0.0.1, a free port): every request's form is given
 * to `handle`, which answers a status and a JSON body (or 'drop' to close the connection, an outage).
 */
export async function startFakePlatform(
  handle: (request: FakeRequest) => { status?: number; body: unknown } | 'drop',
): Promise<{ url: string; requests: FakeRequest[]; close: () => Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const json = /json/i.test(req.headers['content-type'] ?? '');
      const form: Record<string, string> = json ? {} : Object.fromEntries(new URLSearchParams(body));
      const query = Object.fromEntries(url.searchParams);
      for (const [key, value] of url.searchParams) form[key] ??= value;
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, form, query, body, headers };
      requests.push(request);
      const answer = handle(request);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
