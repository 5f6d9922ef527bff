import { createSign, createVerify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';

/** One call as the fake gateway received it. */
export interface FakeAlipayCall {
  method: string;
  /** Query and form fields together, as the SDK sent them. */
  fields: Record<string, string>;
  bizContent: Record<string, unknown>;
  /** Whether the app's RSA2 signature over every field but `sign` checked out against the app's public key. */
  signedByApp: boolean;
}

/** What the gateway answers a method with (its `…_response` object), or null: a method it does not serve. */
export type FakeAlipayAnswer = (call: FakeAlipayCall, count: number) => Record<string, unknown> | null;

export interface FakeAlipayGateway {
  url: string;
  calls: FakeAlipayCall[];
  answer: FakeAlipayAnswer;
  /** Files served by path (a bill's zip: `${origin}/bill/…`); `origin` is the server's address without /gateway.do. */
  files: Map<string, Uint8Array>;
  origin: string;
  close(): Promise<void>;
}

const INVALID_SIGNATURE = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };

/**
 * A stand-in for Alipay's OpenAPI gateway (gateway.do), for the top-up and the payout adapters' tests and the
 * production boot: alipay-sdk POSTs the common parameters in the query and biz_content in the form body,
 * signed with the app's private key (the sign covers every field but `sign`, sorted, k=v&…). A bad signature
 * is refused as Alipay does (isv.invalid-signature); otherwise `answer` decides. The answer is the
 * `<method with _>_response` object, signed over its JSON text with `alipayPrivateKey`, as Alipay signs.
 */
export async function startFakeAlipayGateway(keys: { appPublicKey: string; alipayPrivateKey: string }, answer: FakeAlipayAnswer): Promise<FakeAlipayGateway> {
  const calls: FakeAlipayCall[] = [];
  const fake: FakeAlipayGateway = {
    url: '',
    origin: '',
    calls,
    answer,
    files: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname !== '/gateway.do') {
        const file = fake.files.get(url.pathname);
        res.writeHead(file ? 200 : 404, { 'content-type': 'application/zip' });
        res.end(file ?? '');
        return;
      }
      const fields = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) };
      const { sign = '', ...unsigned } = fields;
      const text = Object.keys(unsigned)
        .sort()
        .map((k) => `${k}=${unsigned[k]}`)
        .join('&');
      const signedByApp = createVerify('RSA-SHA256').update(text, 'utf8').verify(keys.appPublicKey, sign, 'base64');
      let bizContent: Record<string, unknown> = {};
      try {
        bizContent = JSON.parse(fields.biz_content ?? '{}') as Record<string, unknown>;
      } catch {
        // answered below as a bad call
      }
      const call = { method: fields.method, fields, bizContent, signedByApp };
      calls.push(call);
      const inner = signedByApp ? fake.answer(call, calls.length) : null;
      const key = inner ? `${String(fields.method).replace(/\./g, '_')}_response` : 'error_response';
      const json = JSON.stringify(inner ?? INVALID_SIGNATURE);
      const answerSign = createSign('RSA-SHA256').update(json, 'utf8').sign(keys.alipayPrivateKey, 'base64');
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
      res.end(`{"${key}":${json},"sign":"${answerSign}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = `${fake.origin}/gateway.do`;
  return fake;
}

/**
 * The gateway for `alipay.fund.trans.uni.transfer` (the payout adapter): by default it pays, and like Alipay
 * it is idempotent by out_biz_no — a number it paid answers the same order_id again.
 */
export async function startFakeAlipayPayout(keys: { appPublicKey: string; alipayPrivateKey: string }): Promise<FakeAlipayGateway> {
  const paid = new Map<string, Record<string, unknown>>();
  return startFakeAlipayGateway(keys, ({ method, bizContent }) => {
    if (method !== 'alipay.fund.trans.uni.transfer') return null;
    const outBizNo = String(bizContent.out_biz_no);
    const first = paid.get(outBizNo) ?? {
      code: '10000',
      msg: 'Success',
      out_biz_no: outBizNo,
      order_id: `20261126110070000006${String(paid.size + 1).padStart(10, '0')}`,
      pay_fund_order_id: `20261126110070001506${String(paid.size + 1).padStart(10, '0')}`,
      status: 'SUCCESS',
      trans_date: '2026-11-26 12:00:00',
    };
    paid.set(outBizNo, first);
    return first;
  });
}

/** GBK bytes of a text (the table read back from TextDecoder('gb18030'), so tests need no encoding package). */
let gbkTable: Map<string, number[]> | null = null;
export function gbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gb18030');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (!gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else if (gbkTable.has(char)) bytes.push(...gbkTable.get(char)!);
    else throw new Error(`not in GBK: ${char}`);
  }
  return new Uint8Array(bytes);
}

/**
 * A bill's zip as Alipay serves it: each file's name and contents in GBK, the zip's UTF-8 flag unset. fflate
 * writes names in UTF-8, so each is written as a same-length ASCII placeholder, then its bytes swapped for GBK's.
 */
export function alipayBillZip(files: Record<string, string>): Uint8Array {
  const entries = Object.entries(files).map(([name, text], i) => ({ name: gbk(name), placeholder: `~${i}~`.padEnd(gbk(name).length, '~'), data: gbk(text) }));
  const zip = zipSync(Object.fromEntries(entries.map((e) => [e.placeholder, e.data])));
  for (const e of entries) {
    const marker = new TextEncoder().encode(e.placeholder);
    for (let at = 0; at <= zip.length - marker.length; at++) {
      if (marker.every((byte, k) => zip[at + k] === byte)) zip.set(e.name, at);
    }
  }
  return zip;
}
