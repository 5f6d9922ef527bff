import { createHash, timingSafeEqual } from 'node:crypto';
import { parseChinaTime } from 'shared-contracts/china-time';
import { TrackPushRefusedError, TrackSubscribeRefusedError, type TrackEvent, type TrackEventState, type TrackedWaybill, type TrackingProvider } from '../tracking';

/**
 * 快递100 快递信息推送服务 (subscription + push) and 实时查询 (the poll fallback). Documented in
 * docs/providers/kuaidi100.md.
 *
 * - Subscribe: POST <endpoint>/poll, application/x-www-form-urlencoded, `schema=json&param=<JSON>` with
 *   param = {company, number, from, to, key, parameters: {callbackurl, salt, resultv2: "1", phone}};
 *   answered {result, returnCode, message}: 200 taken, 501 already subscribed (also taken).
 * - Push: 快递100 POSTs the form `param=<JSON>&sign=<MD5>` to the callback, where
 *   sign = upper-case hex MD5(param + salt), the salt given at subscription. We check it over the param
 *   text exactly as it arrived, before the JSON is read, and answer {result, returnCode, message}.
 * - Query: POST <endpoint>/poll/query.do with `customer`, `param` = {com, num, phone, resultv2: "1"} and
 *   sign = upper-case hex MD5(param + key + customer).
 */

export const KUAIDI100_ENV = {
  requires: ['KUAIDI100_KEY', 'KUAIDI100_CUSTOMER', 'KUAIDI100_SALT', 'KUAIDI100_SITE_URL'],
  optional: ['KUAIDI100_ENDPOINT'],
} as const;

export const KUAIDI100_DEFAULT_ENDPOINT = 'https://poll.kuaidi100.com';
/** Where 快递100 pushes: our route (routes/tracking). */
export const KUAIDI100_CALLBACK_PATH = '/api/track/kuaidi100/callback';

export interface Kuaidi100Config {
  key: string;
  customer: string;
  salt: string;
  /** The site's public address; the callback is it + KUAIDI100_CALLBACK_PATH. */
  siteUrl: string;
  endpoint?: string;
  /** Default 10 s. */
  timeoutMs?: number;
}

export function kuaidi100Config(env: Readonly<Record<string, string | undefined>>): Kuaidi100Config {
  return {
    key: env.KUAIDI100_KEY ?? '',
    customer: env.KUAIDI100_CUSTOMER ?? '',
    salt: env.KUAIDI100_SALT ?? '',
    siteUrl: env.KUAIDI100_SITE_URL ?? '',
    endpoint: env.KUAIDI100_ENDPOINT || undefined,
  };
}

/** Why the environment cannot work (the factory's `check`). */
export function kuaidi100Problems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const site = env.KUAIDI100_SITE_URL;
  if (site && !/^https?:\/\/[^/\s]+/.test(site)) problems.push('KUAIDI100_SITE_URL 应为本站对外地址，如 https://www.example.com');
  // the salt signs every push: a short one could be guessed
  if (env.KUAIDI100_SALT && env.KUAIDI100_SALT.length < 8) problems.push('KUAIDI100_SALT 至少 8 个字符');
  return problems;
}

/** Our couriers (catalogue names) to 快递100's company codes (lower case, its 编码表); the first match wins. */
export const KUAIDI100_COMPANIES: { match: RegExp; code: string }[] = [
  { match: /中通/, code: 'zhongtong' },
  { match: /圆通/, code: 'yuantong' },
  { match: /韵达/, code: 'yunda' },
  { match: /申通/, code: 'shentong' },
  { match: /极兔/, code: 'jtexpress' },
  { match: /顺丰/, code: 'shunfeng' },
  { match: /EMS|特快/i, code: 'ems' },
  { match: /邮政|邮包/, code: 'youzhengguonei' },
  { match: /德邦/, code: 'debangkuaidi' },
  { match: /京东/, code: 'jd' },
  { match: /宅急送/, code: 'zhaijisong' },
  { match: /优速/, code: 'youshuwuliu' },
  { match: /丰网/, code: 'fengwang' },
];

export function kuaidi100CompanyOf(courierName: string): string | null {
  return KUAIDI100_COMPANIES.find((c) => c.match.test(courierName))?.code ?? null;
}

/** Upper-case hex MD5 of the text (UTF-8): 快递100's signature. */
export const kuaidi100Md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/**
 * 快递100's state codes to ours. The main codes (lastResult.state and, without resultv2, the only ones):
 * 0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投, 8 清关, 10 待清关, 11 清关中, 12 已清关,
 * 13 清关异常, 14 拒签. With resultv2 each event carries a sub-code whose leading digits are its main
 * state (101 已下单, 102 待揽收, 103 已揽收, 1001–1003 在途, 201–211 疑难, 301–304 签收, 401 退签, 501 派件,
 * 601 退回 …). Null: not a courier event of the parcel (ordered, waiting to be picked up).
 */
export function kuaidi100State(code: string | number | undefined): TrackEventState | null {
  const text = String(code ?? '').trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  if (text === '101' || text === '102') return null;
  if (text === '103') return 'picked_up';
  if (text === '14' || text === '13') return 'exception';
  if (/^1\d{3}$/.test(text) || ['0', '7', '8', '10', '11', '12'].includes(text)) return 'in_transit';
  const main = text.length === 3 ? text[0] : text;
  switch (main) {
    case '1':
      return 'picked_up';
    case '2':
      return 'exception';
    case '3':
      return 'signed';
    case '4':
    case '6':
      return 'returned';
    case '5':
      return 'delivering';
    case '0':
    case '7':
    case '8':
      return 'in_transit';
    default:
      return null;
  }
}

/** The text of an event's status (快递100's `status` field) when it has no code. */
const STATE_BY_TEXT: [RegExp, TrackEventState][] = [
  [/拒签|疑难|异常|问题/, 'exception'],
  [/退签|退回|退件/, 'returned'],
  [/签收/, 'signed'],
  [/派件|派送/, 'delivering'],
  [/揽收|揽件|收件/, 'picked_up'],
  [/在途|运输|转投|清关/, 'in_transit'],
];

/** One event as 快递100 writes it (data[] of a push's lastResult and of a query). */
interface K100Item {
  context?: string;
  time?: string;
  ftime?: string;
  status?: string;
  statusCode?: string | number;
  areaName?: string;
  location?: string;
}

interface K100Result {
  message?: string;
  nu?: string;
  state?: string | number;
  status?: string;
  data?: K100Item[];
  result?: boolean;
  returnCode?: string;
}

/** The events of a 快递100 result (data[] newest first: the newest takes the result's main state when it has no code of its own). */
export function kuaidi100Events(result: K100Result): TrackEvent[] {
  const items = Array.isArray(result.data) ? result.data : [];
  const events: TrackEvent[] = [];
  items.forEach((item, index) => {
    const at = parseChinaTime(String(item.time ?? item.ftime ?? '').trim());
    const description = String(item.context ?? '').trim();
    if (!at || !description) return;
    const byCode = kuaidi100State(item.statusCode);
    const byText = STATE_BY_TEXT.find(([pattern]) => pattern.test(String(item.status ?? '')))?.[1] ?? null;
    const byResult = index === 0 ? kuaidi100State(result.state) : null;
    // an event with nothing to say is somewhere on the road
    const state = byCode ?? byText ?? byResult ?? (item.statusCode === undefined ? 'in_transit' : null);
    if (!state) return;
    events.push({ state, description: description.slice(0, 500), location: String(item.areaName ?? item.location ?? '').slice(0, 128), occurredAt: at });
  });
  return events;
}

/** The 快递100 tracking provider. */
export function createKuaidi100Tracking(config: Kuaidi100Config): TrackingProvider {
  const endpoint = (config.endpoint || KUAIDI100_DEFAULT_ENDPOINT).replace(/\/+$/, '');
  const callbackUrl = config.siteUrl.replace(/\/+$/, '') + KUAIDI100_CALLBACK_PATH;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function post(path: string, form: Record<string, string>): Promise<K100Result> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(endpoint + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new Error(`快递100接口无法访问：${(error as Error).message}`, { cause: error });
    }
    if (status < 200 || status >= 300) throw new Error(`快递100接口 HTTP ${status}`);
    try {
      return JSON.parse(text) as K100Result;
    } catch {
      throw new Error(`快递100接口返回的不是 JSON：${text.slice(0, 200)}`);
    }
  }

  // 顺丰 asks for the recipient's telephone (its last digits) to show a track; the others take it too
  const phoneOf = (waybill: TrackedWaybill) => waybill.recipient.mobile.replace(/[^\d]/g, '').slice(0, 11);

  return {
    name: 'kuaidi100',

    async subscribe(waybill) {
      const company = kuaidi100CompanyOf(waybill.courierName);
      if (!company) throw new TrackSubscribeRefusedError(`快递100 不支持该快递：${waybill.courierName}`);
      const param = JSON.stringify({
        company,
        number: waybill.waybillCode,
        from: `${waybill.from.province}${waybill.from.city}`,
        to: `${waybill.recipient.province}${waybill.recipient.city}${waybill.recipient.district}`,
        key: config.key,
        parameters: { callbackurl: callbackUrl, salt: config.salt, resultv2: '1', phone: phoneOf(waybill) },
      });
      const answer = await post('/poll', { schema: 'json', param });
      const code = String(answer.returnCode ?? '');
      // 501: this waybill is already subscribed (a retry after a lost answer)
      if (answer.result === true || code === '200' || code === '501') return;
      const message = `快递100订阅失败（returnCode ${code || '无'}${answer.message ? `：${answer.message}` : ''}）`;
      // 700/701/702: a company or number it will not follow — final; 600/601 key, 500 server, anything else: try again later
      if (['700', '701', '702'].includes(code)) throw new TrackSubscribeRefusedError(message);
      throw new Error(message);
    },

    verifyPush(fields) {
      const param = fields.param;
      const sign = fields.sign;
      if (typeof param !== 'string' || typeof sign !== 'string' || !param || !sign) throw new TrackPushRefusedError('缺少 param 或 sign');
      const expected = Buffer.from(kuaidi100Md5(param + config.salt));
      const given = Buffer.from(sign.trim().toUpperCase());
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new TrackPushRefusedError('签名错误');
      let body: { status?: string; lastResult?: K100Result };
      try {
        body = JSON.parse(param) as typeof body;
      } catch {
        throw new TrackPushRefusedError('param 不是合法的 JSON');
      }
      const last = body.lastResult;
      const waybillCode = String(last?.nu ?? '').trim();
      if (!last || !waybillCode) throw new TrackPushRefusedError('缺少 lastResult.nu');
      return { waybillCode, events: kuaidi100Events(last) };
    },

    pushAnswer(accepted, message) {
      return { result: accepted, returnCode: accepted ? '200' : '500', message };
    },

    async poll(waybill) {
      const company = kuaidi100CompanyOf(waybill.courierName);
      if (!company) return [];
      const param = JSON.stringify({ com: company, num: waybill.waybillCode, phone: phoneOf(waybill), resultv2: '1' });
      const answer = await post('/poll/query.do', { customer: config.customer, sign: kuaidi100Md5(param + config.key + config.customer), param });
      // no track yet: {result: false, returnCode: "500", message: "查询无结果，请隔段时间再查"}
      if (answer.result === false && String(answer.returnCode) === '500') return [];
      if (answer.result === false) throw new Error(`快递100查询失败（returnCode ${answer.returnCode ?? '无'}${answer.message ? `：${answer.message}` : ''}）`);
      return kuaidi100Events(answer);
    },
  };
}
