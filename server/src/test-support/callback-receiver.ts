import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { createSecretBox, DEVELOPMENT_KEY } from '../lib/secret-box';
import { stockUp, ZTO } from './ordering';
import { app, withTestApp } from './test-app';

/** A callback as a merchant's system received it: its headers and its raw body. */
export interface ReceivedCallback {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one callback: an HTTP status, or never ('hang'). */
export type Answer = number | 'hang';

export interface CallbackReceiver {
  /** http://127.0.0.1:<port>/callback */
  url: string;
  port: number;
  received: ReceivedCallback[];
  /** The next callbacks are answered these ways, in order; then `otherwise` (default 200). */
  plan(...answers: Answer[]): void;
  otherwise: Answer;
  /** Resolves once `count` callbacks came (within `timeoutMs`), with all of them. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

/**
 * A merchant's system for the callback tests: a local HTTP server that keeps every callback it gets and
 * answers as the test planned (a status, or no answer at all to run into the sender's timeout).
 */
export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const planned: Answer[] = [];
  const received: ReceivedCallback[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = planned.shift() ?? receiver.otherwise;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'success' : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: CallbackReceiver = {
    url: `http://127.0.0.1:${port}/callback`,
    port,
    received,
    otherwise: 200,
    plan: (...answers) => void planned.push(...answers),
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} callbacks, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return received.slice();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

/**
 * Turns the merchant's Open API on with this callback URL and a fresh secret (sealed as the app seals it
 * with the development key), straight in the database; returns the secret.
 */
export async function enableCallbacks(app: FastifyInstance, userId: number, callbackUrl: string, secret = `secret-${userId}-${Math.random().toString(36).slice(2)}`): Promise<string> {
  const values = {
    enabled: true,
    app_key: `ak${userId}${Math.random().toString(36).slice(2, 12)}`,
    secret_enc: createSecretBox(DEVELOPMENT_KEY).seal(secret),
    secret_created_at: new Date(),
    callback_url: callbackUrl,
  };
  await app.db
    .insertInto('api_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return secret;
}

/**
 * Whether a callback is signed with `secret` — checked as the 开放API接入 article tells a merchant to,
 * with node:crypto alone (not the server's lib/open-signature.ts): lowercase hex HMAC-SHA256 of
 * `X-Timestamp + "\n" + raw body`.
 */
export function signedWith(callback: ReceivedCallback, secret: string): boolean {
  const timestamp = String(callback.headers['x-timestamp'] ?? '');
  const given = Buffer.from(String(callback.headers['x-signature'] ?? ''), 'utf8');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}\n${callback.body}`).digest('hex'), 'utf8');
  return /^\d+$/.test(timestamp) && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The merchant's delivery rows, oldest first. */
export function deliveriesOf(app: FastifyInstance, userId: number) {
  return app.db.selectFrom('callback_deliveries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Waits (up to `timeoutMs`) until the merchant's delivery rows satisfy `done`; returns them. */
export async function waitForDeliveries(app: FastifyInstance, userId: number, done: (rows: Awaited<ReturnType<typeof deliveriesOf>>) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveriesOf(app, userId);
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`callback deliveries of user ${userId} not as expected: ${JSON.stringify(rows.map(({ body: _body, ...row }) => row))}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The app of a callbacks test file (withTestApp) and the merchants' system its callbacks go to: started before the
 * file's tests, stopped before the app closes; goods ZTO stocked up to order, unless `stock` is false. `receiver` is
 * then the file's (a live binding).
 */
export let receiver: CallbackReceiver;

export function withCallbackReceiver(options: AppOptions, { stock = true } = {}): void {
  withTestApp(options, { beforeClose: () => receiver.close() });
  beforeAll(async () => {
    if (stock) await stockUp(app, ZTO.id);
    receiver = await startCallbackReceiver();
  });
}
