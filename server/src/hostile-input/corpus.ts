/**
 * Hostile input against every route the OpenAPI document lists (walk.ts sends it; part-N.test.ts run it):
 * wrong types, huge strings, deep nesting, control characters and NUL, lone surrogates, injection strings,
 * prototype-pollution keys, numbers out of range — in the body, the query, the path and the forwarded
 * address, without a token and with a valid one (a user's, and an admin operator's for the console's routes).
 * No answer may be a 5xx, and every answer is a well-formed envelope (a 400 with a Chinese message). A fixed
 * corpus, then a seeded fast-check run (FUZZ_SEED to replay).
 */

export const SEED = Number(process.env.FUZZ_SEED ?? 20260302);
export const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const deep = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = wrap(value);
  return value;
};

/** Strings: each goes into every string slot (body field, query parameter, path segment, forwarded address). */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '13800138000\u0000',
  '\ud800',
  'x\udfffy',
  '\udbff\udbff',
  '\u0001\u0008\u000b\u001b[31m\u007f',
  '\r\nSet-Cookie: a=b',
  '\u202etxt.exe',
  '\u200b\ufeff',
  '１３８００１３８０００',
  '😀'.repeat(40),
  'x'.repeat(70_000),
  '长'.repeat(5_000),
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(10)',
  '\\',
  '%',
  '_%_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.svg',
  '__proto__',
  'constructor',
  'prototype',
  '99999999999',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x7fffffff',
  '  12  ',
  'true',
  'null',
  '[]',
  '{}',
];

/** Parameters no route declares, each with a few of the strings. */
const UNDECLARED_QUERY = ['__proto__', 'constructor', 'a[b]', '\u0000'];
const FEW_STRINGS = ['\u0000', '\ud800', 'x'.repeat(70_000), "' OR '1'='1' --", '__proto__'];

/** JSON values for body fields (besides the strings above). */
const HOSTILE_VALUES: unknown[] = [
  99_999_999_999,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  -0,
  0,
  -1,
  true,
  false,
  null,
  [],
  {},
  ['13800138000'],
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  deep(2_000, 'x', (inner) => ({ a: inner })),
  deep(2_000, 1, (inner) => [inner]),
  Array.from({ length: 3_000 }, (_, i) => i),
];

/** Whole bodies sent as they are (JSON cannot spell some of them). */
const RAW_BODIES = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '{"goods_id": 1e400}',
  '{"goods_id": -1e400}',
  '{"goods_id": NaN}',
  '{"goods_id": Infinity}',
  '{"mobile":"\\ud800","password":"\\u0000","name":"\\u0000","city":"\\udc00"}',
  '{"mobile":"13800138000","name":"a\\u0000b","city":"杭州","company":"\\u0000","message":"\\u0000"}',
  `{"message":"${'\\u0000'.repeat(1_000)}"}`,
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '{',
  '',
  'null',
  '"just a string"',
  '12345',
  '\u0000',
  '\ufeff{}',
  '{"a":1,"a":2}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
];

/** Forwarded addresses (the app under test trusts one proxy hop, so these become request.ip). */
const FORWARDED = [
  '\u0000',
  'not-an-ip',
  "1.1.1.1'; drop table rate_events; --",
  'x'.repeat(500),
  '999.999.999.999',
  '::ffff:999.1.1.1',
  '1.1.1.1, ',
  ' , ',
  '%00',
];

/** A valid value per field name, so that one hostile field reaches as far as it can. */
export const VALID: Record<string, unknown> = {
  mobile: '13800138000',
  password: 'secret123',
  old_password: 'secret123',
  sms_code: '123456',
  captcha: 'abcd',
  key: 'somekey',
  type: 1,
  goods_id: 1,
  id: 1,
  page: 1,
  page_size: 10,
  name: '陈小姐',
  city: '杭州',
  company: '礼遇小店',
  message: '你好',
  file: '1.svg',
};

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
export interface Operation {
  method: string;
  /** OpenAPI path, `{param}` style. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: Record<string, JsonSchema>;
  hasBody: boolean;
  /**
   * Who the document says may call it: `token` (no `{}` alternative: an anonymous caller is refused on
   * request, before the body is read), `either` (public, personalised when a token comes) or `anyone` (public;
   * the token is never looked at).
   */
  caller: 'token' | 'either' | 'anyone';
}

export function validFor(name: string, schema?: JsonSchema): unknown {
  if (name in VALID) return VALID[name];
  if (schema?.enum?.length) return schema.enum[0];
  const type = [schema?.type ?? schema?.anyOf?.[0]?.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'abc';
}

/** Percent-encodes any string, lone surrogates included (as the bytes a careless client would send). */
export function encodeLoose(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff && ch.length === 1) {
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase();
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

export function operations(spec: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: object[] }>
  >;
}): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      list.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: bodySchema?.properties ?? {},
        hasBody: !!bodySchema || ['POST', 'PUT', 'DELETE', 'PATCH'].includes(method.toUpperCase()),
        caller: !op.security?.length ? 'anyone' : op.security.every((alternative) => Object.keys(alternative).length > 0) ? 'token' : 'either',
      });
    }
  }
  return list;
}

export interface Probe {
  op: Operation;
  where: string;
  pathValues?: Record<string, string>;
  /** Already encoded query string (without `?`). */
  query?: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  forwarded?: string;
}

export function urlOf(probe: Probe): string {
  const { op } = probe;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => probe.pathValues?.[name] ?? encodeLoose(String(validFor(name))));
  const query =
    probe.query ??
    op.queryParams
      .filter((name) => name in VALID)
      .map((name) => `${name}=${encodeLoose(String(VALID[name]))}`)
      .join('&');
  return query ? `${path}?${query}` : path;
}

export function validBody(op: Operation): Record<string, unknown> {
  return Object.fromEntries(Object.entries(op.bodyFields).map(([name, schema]) => [name, validFor(name, schema)]));
}

/**
 * Whether a body field may hold text (the document types it as a string, or does not say): it gets every
 * hostile string. A field typed otherwise (a number, a list …) refuses any string at the one type check, and
 * a field no route declares (`extra`) is dropped unread: a few strings each.
 */
function takesText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = [schema.type ?? schema.anyOf?.map((alternative) => alternative.type)].flat(2).filter(Boolean);
  return types.length === 0 || types.includes('string');
}

/** Every probe of the fixed corpus for one operation. */
export function corpusProbes(op: Operation): Probe[] {
  const probes: Probe[] = [{ op, where: 'baseline', body: op.hasBody ? validBody(op) : undefined }];
  const body = () => (op.hasBody ? validBody(op) : undefined);
  for (const name of op.pathParams) {
    for (const value of [...HOSTILE_STRINGS, '%', '%zz', '%C0%AF', '%00', '%E0%80%AF']) {
      const encoded = /^%/.test(value) && value.length > 1 ? value : encodeLoose(value);
      probes.push({ op, where: `path ${name}=${JSON.stringify(value.slice(0, 40))}`, pathValues: { [name]: encoded }, body: body() });
    }
  }
  for (const name of [...op.queryParams, ...UNDECLARED_QUERY]) {
    for (const value of op.queryParams.includes(name) ? HOSTILE_STRINGS : FEW_STRINGS) {
      const others = op.queryParams.filter((q) => q !== name && q in VALID).map((q) => `${q}=${encodeLoose(String(VALID[q]))}`);
      probes.push({
        op,
        where: `query ${name}=${JSON.stringify(value.slice(0, 40))}`,
        query: [...others, `${encodeLoose(name)}=${encodeLoose(value)}`].join('&'),
        body: body(),
      });
    }
    probes.push({ op, where: `query ${name} twice`, query: `${name}=1&${name}=2`, body: body() });
  }
  if (op.hasBody) {
    for (const name of [...Object.keys(op.bodyFields), 'extra']) {
      for (const value of [...(takesText(op.bodyFields[name]) ? HOSTILE_STRINGS : FEW_STRINGS), ...HOSTILE_VALUES]) {
        probes.push({ op, where: `body ${name}=${JSON.stringify(value)?.slice(0, 40)}`, body: { ...validBody(op), [name]: value } });
      }
    }
    for (const value of [...HOSTILE_VALUES, 'a string', 0]) probes.push({ op, where: `body=${JSON.stringify(value)?.slice(0, 40)}`, body: value });
    for (const raw of RAW_BODIES) probes.push({ op, where: `raw body ${JSON.stringify(raw.slice(0, 40))}`, raw });
    for (const contentType of CONTENT_TYPES) probes.push({ op, where: `content-type ${contentType}`, raw: 'mobile=13800138000&a=%00', contentType });
  }
  for (const forwarded of FORWARDED) probes.push({ op, where: `x-forwarded-for ${JSON.stringify(forwarded.slice(0, 40))}`, forwarded, body: body() });
  return probes;
}
