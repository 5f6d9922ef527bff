/**
 * Test support: a stand-in for Alibaba Cloud's RPC endpoints on 127.0.0.1 (port 0) that checks every call's
 * signature by the documented V3 rule (ACS3-HMAC-SHA256, https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature)
 * on its own — it never asks the SDK — and answers what the test tells it to.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  action: string;
  version: string;
  /** Query and form-body parameters together. */
  params: Record<string, string>;
  /** Why the signature was refused, or null when it checked out. */
  signatureProblem: string | null;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface FakeAliyun {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  calls: FakeCall[];
  /** What a correctly signed call gets (the default: 200 with `{}`). */
  answer: (call: FakeCall) => FakeAnswer;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 percent-encoding, as the signature rule asks (space %20, and ! ' ( ) * encoded too). */
const percentEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function parsePairs(text: string): [string, string][] {
  if (!text) return [];
  return text.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    return [decodeURIComponent(key.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))];
  });
}

const REQUIRED_SIGNED = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];

/** The documented V3 check; returns what is wrong, or null. */
export function checkAcs3Signature(request: IncomingMessage, rawQuery: string, body: Buffer, secrets: Record<string, string>, now = Date.now()): string | null {
  const authorization = String(request.headers.authorization ?? '');
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return 'IncompleteSignature';
  const [, accessKeyId, signedHeaderList, signature] = match;
  const secret = secrets[accessKeyId];
  if (secret === undefined) return 'InvalidAccessKeyId.NotFound';
  const signedHeaders = signedHeaderList.split(';');
  if ([...signedHeaders].sort().join(';') !== signedHeaderList) return 'IncompleteSignature';
  if (REQUIRED_SIGNED.some((name) => !signedHeaders.includes(name))) return 'IncompleteSignature';
  const hashedPayload = sha256Hex(body);
  if (request.headers['x-acs-content-sha256'] !== hashedPayload) return 'ContentSHA256NotMatch';
  const date = Date.parse(String(request.headers['x-acs-date']));
  if (!Number.isFinite(date) || Math.abs(now - date) > 15 * 60_000) return 'InvalidTimeStamp.Expired';

  const canonicalQuery = parsePairs(rawQuery)
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const path = (request.url ?? '/').split('?')[0] || '/';
  const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, signedHeaderList, hashedPayload].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const expected = createHmac('sha256', secret).update(stringToSign).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'SignatureDoesNotMatch';
}

/** Starts the fake; `secrets` maps AccessKey ids to their secrets. */
export async function startFakeAliyun(secrets: Record<string, string>): Promise<FakeAliyun> {
  const calls: FakeCall[] = [];
  const fake: FakeAliyun = {
    url: '',
    calls,
    answer: () => ({ body: {} }),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const rawQuery = (request.url ?? '').includes('?') ? (request.url ?? '').slice((request.url ?? '').indexOf('?') + 1) : '';
      const form = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? parsePairs(body.toString('utf8')) : [];
      const params = Object.fromEntries([...parsePairs(rawQuery), ...form]);
      const call: FakeCall = {
        action: String(request.headers['x-acs-action'] ?? ''),
        version: String(request.headers['x-acs-version'] ?? ''),
        params,
        signatureProblem: checkAcs3Signature(request, rawQuery, body, secrets),
      };
      calls.push(call);
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        response.end(JSON.stringify(payload));
      };
      if (call.signatureProblem) {
        const status = call.signatureProblem === 'InvalidAccessKeyId.NotFound' ? 404 : 400;
        send(status, { RequestId: 'FAKE-REQUEST', Code: call.signatureProblem, Message: 'Specified signature is not matched with our calculation.' });
        return;
      }
      const answer = fake.answer(call);
      send(answer.status ?? 200, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The AccessKey the provider tests sign with; their fake knows its secret. */
export const TEST_KEY = { id: 'LTAI5tFakeKeyId', secret: 'fake-secret-0123456789abcdef' };

/** The SMS settings the tests send with: the sign name and a template per scene. */
export const TEST_SMS_SETTINGS = {
  ALIYUN_SMS_SIGN_NAME: '礼品代发商城',
  ALIYUN_SMS_TEMPLATE_REGISTER: 'SMS_100000001',
  ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_100000002',
  ALIYUN_SMS_TEMPLATE_FIND_PASSWORD: 'SMS_100000003',
  ALIYUN_SMS_TEMPLATE_WITHDRAWAL_PASSWORD: 'SMS_100000004',
  ALIYUN_SMS_TEMPLATE_SITE_OPENED: 'SMS_100000005',
  ALIYUN_SMS_TEMPLATE_SUPPLIER_CREATED: 'SMS_100000006',
  ALIYUN_SMS_TEMPLATE_SUPPLIER_APPROVED: 'SMS_100000007',
  ALIYUN_SMS_TEMPLATE_SUPPLIER_REJECTED: 'SMS_100000008',
};

/**
 * The fake of a provider test file, knowing TEST_KEY: started before its tests, closed after. Before each test its
 * calls are forgotten and every call is answered `answer` again (a test may set another).
 */
export function fakeAliyunForTests(answer: FakeAliyun['answer'] = () => ({ body: {} })): FakeAliyun {
  const fake: FakeAliyun = { url: '', calls: [], answer, close: async () => {} };
  beforeAll(async () => {
    const started = await startFakeAliyun({ [TEST_KEY.id]: TEST_KEY.secret });
    started.answer = (call) => fake.answer(call);
    Object.assign(fake, { url: started.url, calls: started.calls, close: started.close });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.answer = answer;
  });
  return fake;
}

/** An address nothing listens on (a port just closed), for the outage cases. */
export async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
