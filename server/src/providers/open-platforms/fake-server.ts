import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake platform received: path and its form (or query) fields. */
export interface FakeRequest {
  path: string;
  form: Record<string, string>;
}

/**
 * A local stand-in for an open platform in tests (127.0.0.1, a free port): every request's form is given
 * to `handle`, which answers a status and a JSON body (or 'drop' to close the connection, an outage).
 */
export async function startFakePlatform(handle: (request: FakeRequest) => { status?: number; body: unknown } | 'drop'): Promise<{ url: string; requests: FakeRequest[]; close: () => Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      for (const [key, value] of url.searchParams) form[key] ??= value;
      const request = { path: url.pathname, form };
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
