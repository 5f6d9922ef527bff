import { createProviders, missingProviderEnv, type ProviderChoice } from '../index';
import type { Repositories } from '../../repositories';
import { createS3Storage, EMPTY_SHA256, s3ObjectUrl, s3StorageConfig, s3StorageProblems, S3StorageError, signS3Request, type S3StorageConfig } from './s3';
import { ADDRESSED_HOST, FakeS3 } from './s3-fake-server';

const BUCKET = 'gift-files';
const REGION = 'cn-hangzhou';
const ACCESS_KEY_ID = 'LTAI5tFakeAccessKey01';
const SECRET = 'fake-secret-Xq9/w+Zr4pT7mK2vB8nL';

const KEY = 'work-orders/2026/03/3f9a1c0b7d.webp';
/** Bytes that would not survive a text round trip (a WebP header and every byte value). */
const PICTURE = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

describe('S3-compatible file storage (s3)', () => {
  const fake = new FakeS3(BUCKET, REGION, ACCESS_KEY_ID, SECRET);
  let config: S3StorageConfig;
  beforeAll(async () => {
    await fake.start();
    config = { bucket: BUCKET, region: REGION, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, endpoint: fake.url, forcePathStyle: true };
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.objects.clear();
    fake.requests = [];
    fake.next = null;
    fake.hangNext = false;
  });
  afterEach(() => jest.restoreAllMocks());

  it("signs as AWS's documented SigV4 example \"GET Object\" (examplebucket/test.txt, Range bytes=0-9)", async () => {
    const headers = await signS3Request(
      { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt', headers: { range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256, datetime: '20130524T000000Z' },
    );
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(headers.get('x-amz-content-sha256')).toBe(EMPTY_SHA256);
    expect(headers.get('range')).toBe('bytes=0-9');
  });

  it('stores a file and gives back the same bytes and content type, signed with the body hash', async () => {
    const storage = createS3Storage(config);
    await storage.put(KEY, PICTURE, 'image/webp');
    const [put] = fake.requests;
    expect(put.method).toBe('PUT');
    // the content type is signed too: it cannot be changed on the way
    expect(put.signedHeaders).toEqual(['content-type', 'host', 'x-amz-content-sha256', 'x-amz-date']);
    expect(fake.objects.get(KEY)).toEqual({ bytes: PICTURE, contentType: 'image/webp' });

    const file = await storage.get(KEY);
    expect(file).not.toBeNull();
    expect(file!.bytes.equals(PICTURE)).toBe(true);
    expect(file!.contentType).toBe('image/webp');

    // a new put replaces what was there
    await storage.put(KEY, Buffer.from('png bytes'), 'image/png');
    expect(await storage.get(KEY)).toEqual({ bytes: Buffer.from('png bytes'), contentType: 'image/png' });
  });

  it('answers null for a key with no file, and deletes (twice without complaint)', async () => {
    const storage = createS3Storage(config);
    expect(await storage.get('work-orders/2026/03/missing.webp')).toBeNull();
    await storage.put(KEY, PICTURE, 'image/webp');
    await storage.delete(KEY);
    expect(fake.objects.has(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'DELETE', 'GET', 'DELETE']);
  });

  it('refuses keys that are not ours before asking the service', async () => {
    const storage = createS3Storage(config);
    await expect(storage.put('../etc/passwd', PICTURE, 'image/webp')).rejects.toThrow('invalid storage key');
    await expect(storage.get('work-orders/../../x.webp')).rejects.toThrow('invalid storage key');
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects a refusal with its status and S3 error code, never the secret', async () => {
    const storage = createS3Storage(config);
    fake.next = { status: 403, body: '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' };
    const denied = await storage.get(KEY).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(S3StorageError);
    expect(denied).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect((denied as Error).message).toBe(`S3 存储 GET ${KEY} 失败：HTTP 403 AccessDenied`);

    // a wrong secret: the service's answer echoes what was signed; the error says no more than the code
    const wrongSecret = 'wrong-secret-Hk3/uU8+qA1wE5rT6yY0';
    const refused = await createS3Storage({ ...config, secretAccessKey: wrongSecret })
      .put(KEY, PICTURE, 'image/webp')
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const told = `${(refused as Error).message} ${(refused as Error).stack ?? ''} ${JSON.stringify(refused)}`;
    expect(told).not.toContain(wrongSecret);
    expect(told).not.toContain(SECRET);
    expect(told).not.toContain('StringToSign');
    expect(fake.objects.size).toBe(0);

    fake.next = { status: 500, body: '<Error><Code>InternalError</Code></Error>' };
    await expect(storage.delete(KEY)).rejects.toMatchObject({ status: 500, code: 'InternalError' });
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    fake.hangNext = true;
    const started = Date.now();
    await expect(createS3Storage({ ...config, timeoutMs: 300 }).get(KEY)).rejects.toThrow(/^S3 存储无法访问（GET work-orders\/2026\/03\/3f9a1c0b7d\.webp）/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names the bucket in the path (S3_FORCE_PATH_STYLE) and puts the prefix before the key', async () => {
    const storage = createS3Storage({ ...config, prefix: 'mall/prod' });
    await storage.put(KEY, PICTURE, 'image/webp');
    const [put] = fake.requests;
    expect(put).toMatchObject({ style: 'path', host: `127.0.0.1:${fake.port}`, path: `/${BUCKET}/mall/prod/${KEY}`, objectKey: `mall/prod/${KEY}` });
    expect((await storage.get(KEY))!.bytes.equals(PICTURE)).toBe(true);
    expect(await createS3Storage(config).get(KEY)).toBeNull(); // another prefix, another file
  });

  it('names the bucket in the host by default (virtual-hosted), signed for that host', async () => {
    // `gift-files.s3.example.test` does not resolve: the fetch below sends the request here, saying which host it addressed
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      headers.set(ADDRESSED_HOST, url.host);
      return realFetch(`${fake.url}${url.pathname}`, { ...init, headers });
    });
    const storage = createS3Storage({ ...config, endpoint: `http://s3.example.test:${fake.port}`, forcePathStyle: false });
    await storage.put(KEY, PICTURE, 'image/webp');
    expect((await storage.get(KEY))!.contentType).toBe('image/webp');
    expect(fake.requests[0]).toMatchObject({ style: 'virtual', host: `${BUCKET}.s3.example.test:${fake.port}`, path: `/${KEY}` });
  });

  it('makes the addresses of AWS, 阿里云 OSS and MinIO', () => {
    const base = { bucket: 'gift-files', accessKeyId: 'id', secretAccessKey: 'secret' };
    expect(s3ObjectUrl({ ...base, region: 'ap-east-1' }, KEY)).toBe(`https://gift-files.s3.ap-east-1.amazonaws.com/${KEY}`);
    expect(s3ObjectUrl({ ...base, region: 'cn-hangzhou', endpoint: 'https://s3.oss-cn-hangzhou.aliyuncs.com', prefix: '/mall/' }, KEY)).toBe(
      `https://gift-files.s3.oss-cn-hangzhou.aliyuncs.com/mall/${KEY}`,
    );
    expect(s3ObjectUrl({ ...base, region: 'us-east-1', endpoint: 'http://minio.internal:9000/', forcePathStyle: true }, KEY)).toBe(`http://minio.internal:9000/gift-files/${KEY}`);
  });

  it('is registered as STORAGE_PROVIDER=s3, needing the bucket, region and access key', async () => {
    expect(missingProviderEnv({ storage: 's3' }, {})).toEqual(['文件存储（STORAGE_PROVIDER=s3）缺少：S3_BUCKET、S3_REGION、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY']);
    const env = { S3_BUCKET: BUCKET, S3_REGION: REGION, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET };
    expect(missingProviderEnv({ storage: 's3' }, { ...env, S3_ENDPOINT: 'https://s3.oss-cn-hangzhou.aliyuncs.com/bucket', S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      '文件存储（STORAGE_PROVIDER=s3）：S3_ENDPOINT 应为服务地址，如 https://s3.oss-cn-hangzhou.aliyuncs.com（不含存储桶与路径）',
      '文件存储（STORAGE_PROVIDER=s3）：S3_FORCE_PATH_STYLE 应为 1、true、0 或 false',
    ]);
    expect(s3StorageProblems({ S3_BUCKET: 'Gift_Files', S3_PREFIX: 'a b' })).toHaveLength(2);
    expect(s3StorageConfig({ ...env, S3_FORCE_PATH_STYLE: 'TRUE', S3_PREFIX: '/mall/prod/' })).toMatchObject({ forcePathStyle: true, prefix: 'mall/prod', endpoint: undefined });
    expect(s3StorageConfig({ ...env, S3_FORCE_PATH_STYLE: '0' }).forcePathStyle).toBe(false);

    const choice: ProviderChoice = { sms: 'sandbox', payment: 'sandbox', payout: 'sandbox', courier: 'sandbox', shopPlatform: 'sandbox', identity: 'sandbox', tracking: 'sandbox', storage: 's3' };
    const deps = { repos: {} as Repositories, now: () => new Date(), sandboxSecret: 's'.repeat(32), dataDir: '/tmp', env: { ...env, S3_ENDPOINT: fake.url, S3_FORCE_PATH_STYLE: '1' } };
    const built = createProviders(choice, deps, { sms: { name: 'x' } as never, shopPlatform: { name: 'x' } as never });
    await built.storage.put(KEY, PICTURE, 'image/webp');
    expect(fake.requests).toMatchObject([{ method: 'PUT', style: 'path', objectKey: KEY }]);
  });
});
