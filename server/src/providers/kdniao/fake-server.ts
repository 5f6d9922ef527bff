/**
 * Test support: a stand-in for 快递鸟's EOrderService (电子面单, RequestType 1007) on 127.0.0.1 (port 0)
 * that checks every call's DataSign by the documented rule on its own — it never asks the provider's code.
 */
import { createHash } from 'node:crypto';
import { FakeFormService, type FakeAnswer, type FormRequest } from '../../test-support/fake-form-service';

/** The documented rule, written out again independently: base64 of the lowercase md5 hex text of RequestData + ApiKey. */
export const documentedSign = (data: string, key: string) => Buffer.from(createHash('md5').update(data + key, 'utf8').digest('hex')).toString('base64');

/** RequestData as the fake reads it. */
export interface SentData {
  OrderCode: string;
  ShipperCode: string;
  Receiver?: { Mobile?: string; Address?: string };
  [field: string]: unknown;
}

export interface Received {
  contentType: string;
  form: Record<string, string>;
  data: SentData;
}

/**
 * A stand-in for 快递鸟's EOrderService on 127.0.0.1: checks the form and the DataSign with the key as
 * 快递鸟 does, numbers each OrderCode once (106 on a repeat) and answers like the real API. What it answers
 * may be steered by `next` (one answer, for the next request) or by the receiver's address. The account
 * it accepts is given to the constructor (EBusinessID and ApiKey).
 */
export class FakeKdniao extends FakeFormService {
  received: Received[] = [];
  waybills = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly eBusinessId: string,
    readonly apiKey: string,
  ) {
    super();
  }

  override start() {
    return super.start('/api/EOrderService');
  }

  protected answer({ method, contentType, form }: FormRequest): FakeAnswer {
    let data = {} as SentData;
    try {
      data = JSON.parse(form.RequestData ?? '') as SentData;
    } catch {
      /* checked below */
    }
    this.received.push({ contentType, form, data });
    const base = { EBusinessID: form.EBusinessID, UniquerRequestNumber: `u-${this.received.length}` };
    const steered = this.steered();
    if (steered) return { status: steered.status, body: steered.body ?? { ...base, Success: false, ResultCode: '105', Reason: '系统繁忙，请稍后重试' } };
    if (method !== 'POST' || form.RequestType !== '1007' || form.DataType !== '2' || !form.RequestData) return { body: { ...base, Success: false, ResultCode: '101', Reason: '缺少必要参数' } };
    if (form.EBusinessID !== this.eBusinessId || form.DataSign !== documentedSign(form.RequestData, this.apiKey))
      return { body: { ...base, Success: false, ResultCode: '101', Reason: '数据签名验证失败，请检查 DataSign' } };
    const order = { OrderCode: data.OrderCode, ShipperCode: data.ShipperCode };
    const existing = this.waybills.get(data.OrderCode);
    if (existing) return { body: { ...base, Success: true, ResultCode: '106', Reason: '该订单号已下单成功', Order: { ...order, LogisticCode: existing } } };
    if (!data.Receiver?.Mobile) return { body: { ...base, Success: false, ResultCode: '101', Reason: '收件人手机号码或电话不能为空' } };
    if (String(data.Receiver?.Address).includes('超区')) return { body: { ...base, Success: false, ResultCode: '105', Reason: '收件地址超出派送范围，不派送' } };
    const code = `${data.ShipperCode}${String(++this.counter).padStart(10, '0')}`;
    this.waybills.set(data.OrderCode, code);
    return { body: { ...base, Success: true, ResultCode: '100', Reason: '成功', Order: { ...order, LogisticCode: code, MarkDestination: '杭州转', SortingCode: '300' } } };
  }
}
