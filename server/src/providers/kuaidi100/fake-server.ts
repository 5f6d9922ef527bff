/**
 * Test support: a stand-in for 快递100 on 127.0.0.1 (port 0) — the subscription (/poll) and the real-time
 * query (/poll/query.do) — checking every call by the documented rules on its own (it never asks the
 * provider's code), and pushes signed the documented way.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The documented signature, written out again independently: upper-case hex MD5 of the text. */
export const documentedMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** A push form as 快递100 posts it to the callback: `param` (the JSON) and `sign` = MD5(param + salt). */
export function signedPush(body: unknown, salt: string): Record<string, string> {
  const param = JSON.stringify(body);
  return { param, sign: documentedMd5(param + salt) };
}

export interface SubscribeParam {
  company: string;
  number: string;
  from?: string;
  to?: string;
  key: string;
  parameters: { callbackurl: string; salt?: string; resultv2?: string; phone?: string };
}

export class FakeKuaidi100 {
  server!: Server;
  url = '';
  subscriptions: { contentType: string; form: Record<string, string>; param: SubscribeParam }[] = [];
  queries: { form: Record<string, string>; param: { com: string; num: string } }[] = [];
  /** The events a query answers, by waybill number (快递100's data[], newest first). */
  tracks = new Map<string, { state: string; data: Record<string, string>[] }>();
  next: { status?: number; body?: unknown } | null = null;

  constructor(
    readonly key: string,
    readonly customer: string,
  ) {}

  async start() {
    this.server = createServer(async (req, res) => {
      const raw = await body(req);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify(json));
      };
      if (this.next) {
        const next = this.next;
        this.next = null;
        return answer(next.status ?? 200, next.body ?? { result: false, returnCode: '500', message: '服务器错误' });
      }
      let param: Record<string, unknown> = {};
      try {
        param = JSON.parse(form.param ?? '') as Record<string, unknown>;
      } catch {
        return answer(200, { result: false, returnCode: '700', message: '订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）或错误的回调地址' });
      }
      if (req.url === '/poll') {
        const sub = param as unknown as SubscribeParam;
        this.subscriptions.push({ contentType: String(req.headers['content-type']), form, param: sub });
        if (req.method !== 'POST' || form.schema !== 'json') return answer(200, { result: false, returnCode: '700', message: '参数错误' });
        if (sub.key !== this.key) return answer(200, { result: false, returnCode: '600', message: '您不是合法的订阅者（即授权Key出错）' });
        if (!sub.company || !sub.number || !sub.parameters?.callbackurl) return answer(200, { result: false, returnCode: '700', message: '订阅方的订阅数据存在错误' });
        const before = this.subscriptions.filter((s) => s.param.number === sub.number && s.param.company === sub.company).length;
        if (before > 1) return answer(200, { result: false, returnCode: '501', message: '重复订阅' });
        return answer(200, { result: true, returnCode: '200', message: '提交成功' });
      }
      if (req.url === '/poll/query.do') {
        const query = param as { com: string; num: string };
        this.queries.push({ form, param: query });
        if (form.customer !== this.customer || form.sign !== documentedMd5(form.param + this.key + this.customer)) return answer(200, { result: false, returnCode: '601', message: '验证签名失败' });
        const track = this.tracks.get(query.num);
        if (!track) return answer(200, { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' });
        return answer(200, { message: 'ok', nu: query.num, ischeck: track.state === '3' ? '1' : '0', com: query.com, status: '200', state: track.state, data: track.data });
      }
      return answer(404, { result: false, returnCode: '404', message: 'not found' });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
