/**
 * Test support: a stand-in for 快递100 on 127.0.0.1 (port 0) — the subscription (/poll) and the real-time
 * query (/poll/query.do) — checking every call by the documented rules on its own (it never asks the
 * provider's code), and pushes signed the documented way.
 */
import { createHash } from 'node:crypto';
import { FakeFormService, type FakeAnswer, type FormRequest } from '../../test-support/fake-form-service';

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

export class FakeKuaidi100 extends FakeFormService {
  subscriptions: { contentType: string; form: Record<string, string>; param: SubscribeParam }[] = [];
  queries: { form: Record<string, string>; param: { com: string; num: string } }[] = [];
  /** The events a query answers, by waybill number (快递100's data[], newest first). */
  tracks = new Map<string, { state: string; data: Record<string, string>[] }>();

  constructor(
    readonly key: string,
    readonly customer: string,
  ) {
    super();
  }

  protected answer({ method, url, contentType, form }: FormRequest): FakeAnswer {
    const steered = this.steered();
    if (steered) return { status: steered.status, body: steered.body ?? { result: false, returnCode: '500', message: '服务器错误' } };
    let param: Record<string, unknown> = {};
    try {
      param = JSON.parse(form.param ?? '') as Record<string, unknown>;
    } catch {
      return { body: { result: false, returnCode: '700', message: '订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）或错误的回调地址' } };
    }
    if (url === '/poll') {
      const sub = param as unknown as SubscribeParam;
      this.subscriptions.push({ contentType, form, param: sub });
      if (method !== 'POST' || form.schema !== 'json') return { body: { result: false, returnCode: '700', message: '参数错误' } };
      if (sub.key !== this.key) return { body: { result: false, returnCode: '600', message: '您不是合法的订阅者（即授权Key出错）' } };
      if (!sub.company || !sub.number || !sub.parameters?.callbackurl) return { body: { result: false, returnCode: '700', message: '订阅方的订阅数据存在错误' } };
      const before = this.subscriptions.filter((s) => s.param.number === sub.number && s.param.company === sub.company).length;
      if (before > 1) return { body: { result: false, returnCode: '501', message: '重复订阅' } };
      return { body: { result: true, returnCode: '200', message: '提交成功' } };
    }
    if (url === '/poll/query.do') {
      const query = param as { com: string; num: string };
      this.queries.push({ form, param: query });
      if (form.customer !== this.customer || form.sign !== documentedMd5(form.param + this.key + this.customer)) return { body: { result: false, returnCode: '601', message: '验证签名失败' } };
      const track = this.tracks.get(query.num);
      if (!track) return { body: { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' } };
      return { body: { message: 'ok', nu: query.num, ischeck: track.state === '3' ? '1' : '0', com: query.com, status: '200', state: track.state, data: track.data } };
    }
    return { status: 404, body: { result: false, returnCode: '404', message: 'not found' } };
  }
}
