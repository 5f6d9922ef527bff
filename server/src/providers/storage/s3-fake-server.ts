/**
 * Test support: a stand-in for an S3-compatible service on 127.0.0.1 (port 0), objects kept in memory. It
 * checks every request's Signature Version 4 by the documented rules on its own (node:crypto, never the
 * provider's signer): the Authorization form and credential scope, x-amz-content-sha256 against the body
 * received, and the signature over the request as it arrived. A request it refuses is answered 403 with an
 * S3 error body, as S3 does.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The Host the client addressed, when a test sent the request here from another address (a
 * virtual-hosted name that does not resolve): the fetch in between adds it.
 */
export const ADDRESSED_HOST = 'x-test-addressed-host';

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface ReceivedRequest {
  method: string;
  /** The host the client addressed. */
  host: string;
  path: string;
  /** The object's name in the bucket (the path after the bucket). */
  objectKey: string;
  /** Which way the bucket was named. */
  style: 'path' | 'virtual';
  signedHeaders: string[];
  headers: IncomingMessage['headers'];
}

export class FakeS3 {
  server!: Server;
  url = '';
  port = 0;
  objects = new Map<string, { bytes: Buffer; contentType: string }>();
  requests: ReceivedRequest[] = [];
  /** The next answer, whatever the request (an error the service might give). */
  next: { status: number; body: string } | null = null;
  /** Never answer the next request (a service that hangs). */
  hangNext = false;

  constructor(
    readonly bucket: string,
    readonly region: string,
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
  ) {}

  async start() {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const body = await read(req);
    if (this.hangNext) {
      this.hangNext = false;
      return;
    }
    const fail = (status: number, code: string, extra = '') => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message>${extra}<RequestId>FAKE</RequestId></Error>`);
    };
    if (this.next) {
      const next = this.next;
      this.next = null;
      res.writeHead(next.status, { 'content-type': 'application/xml' });
      return res.end(next.body);
    }

    const host = String(req.headers[ADDRESSED_HOST] ?? req.headers.host ?? '');
    const path = req.url ?? '/';
    const virtual = host.startsWith(`${this.bucket}.`);
    if (!virtual && !path.startsWith(`/${this.bucket}/`)) return fail(404, 'NoSuchBucket');
    const objectKey = decodeURIComponent(virtual ? path.slice(1) : path.slice(this.bucket.length + 2));

    const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
    if (!match) return fail(400, 'AuthorizationHeaderMalformed');
    const [, accessKeyId, date, region, signedList, signature] = match;
    const signedHeaders = signedList.split(';');
    this.requests.push({ method: req.method ?? '', host, path, objectKey, style: virtual ? 'virtual' : 'path', signedHeaders, headers: req.headers });
    if (accessKeyId !== this.accessKeyId) return fail(403, 'InvalidAccessKeyId');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (region !== this.region || date !== amzDate.slice(0, 8)) return fail(400, 'AuthorizationHeaderMalformed');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256(body)) return fail(400, 'XAmzContentSHA256Mismatch');
    for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!signedHeaders.includes(required)) return fail(403, 'AccessDenied');

    // the canonical request of the request as it arrived (our keys need no further URI encoding)
    const canonicalHeaders = signedHeaders.map((name) => `${name}:${(name === 'host' ? host : String(req.headers[name] ?? '')).trim().replace(/\s+/g, ' ')}\n`).join('');
    const canonical = [req.method, path, '', canonicalHeaders, signedList, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${this.secretAccessKey}`, date), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
    // as S3 does: the error body shows the access key id and what was signed, never the secret
    if (expected !== signature) return fail(403, 'SignatureDoesNotMatch', `<AWSAccessKeyId>${accessKeyId}</AWSAccessKeyId><StringToSign>${stringToSign}</StringToSign>`);

    if (req.method === 'PUT') {
      this.objects.set(objectKey, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = this.objects.get(objectKey);
      if (!object) return fail(404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
      return res.end(object.bytes);
    }
    if (req.method === 'DELETE') {
      this.objects.delete(objectKey);
      res.writeHead(204);
      return res.end();
    }
    return fail(405, 'MethodNotAllowed');
  }
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
