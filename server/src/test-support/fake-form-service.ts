import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake service reads it: the form posted (urlencoded), its raw text and its content type. */
export interface FormRequest {
  method: string;
  /** The path and query as requested. */
  url: string;
  contentType: string;
  raw: string;
  form: Record<string, string>;
}

/** What a fake answers: a status (200 unless given) and a body, sent as JSON (a string as it is). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A local stand-in for an outside service that takes form posts and answers JSON (快递鸟, 快递100), on 127.0.0.1 at
 * a free port. `answer` gives each request's answer; `next` steers one (an error the service might give), which
 * the service takes with `steered()` where it would answer on its own.
 */
export abstract class FakeFormService {
  server!: Server;
  url = '';
  next: FakeAnswer | null = null;

  protected abstract answer(request: FormRequest): FakeAnswer;

  /** The answer `next` steers, once; null when none is set. */
  protected steered(): FakeAnswer | null {
    const next = this.next;
    this.next = null;
    return next;
  }

  /** Listens; `url` is its address, with `path` (the service's endpoint) when given. */
  async start(path = '') {
    this.server = createServer(async (req, res) => {
      const raw = await bodyOf(req);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const { status = 200, body } = this.answer({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        contentType: String(req.headers['content-type']),
        raw,
        form,
      });
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
