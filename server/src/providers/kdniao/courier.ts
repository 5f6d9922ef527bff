import { createHash } from 'node:crypto';
import { WaybillRefusedError, type CourierProvider, type WaybillRequest } from '../courier';

/**
 * 快递鸟 (KDNiao) 电子面单: EOrderService, RequestType 1007. Documented in docs/providers/kdniao.md.
 *
 * The protocol: POST application/x-www-form-urlencoded with RequestData (the JSON), EBusinessID,
 * RequestType=1007, DataType=2 and DataSign, where
 *   DataSign = URL-encode( base64( md5_hex_lowercase( RequestData + ApiKey ) ) )
 * i.e. the md5 digest written as its 32 lowercase hex characters, and base64 of *that text* (not of the 16
 * raw bytes), as in 快递鸟's own demos (PHP `base64_encode(md5($data . $key))`). The URL-encoding of
 * RequestData and DataSign is the form encoding itself (URLSearchParams), once.
 */

/** Its environment: the account (required), the sender's telephone (required: 快递鸟 needs one and our couriers have none), and the optional rest. */
export const KDNIAO_ENV = {
  requires: ['KDNIAO_EBUSINESS_ID', 'KDNIAO_API_KEY', 'KDNIAO_SENDER_MOBILE'],
  optional: ['KDNIAO_ENDPOINT', 'KDNIAO_COURIER_ACCOUNTS'],
} as const;

export const KDNIAO_DEFAULT_ENDPOINT = 'https://api.kdniao.com/api/EOrderService';

/** The courier's own account fields 快递鸟 passes on (电子面单账号 / 月结号), per ShipperCode. */
const ACCOUNT_FIELDS = ['CustomerName', 'CustomerPwd', 'MonthCode', 'SendSite', 'SendStaff'] as const;
export type CourierAccount = Partial<Record<(typeof ACCOUNT_FIELDS)[number], string>>;

export interface KdniaoConfig {
  eBusinessId: string;
  apiKey: string;
  /** Put as the sender's Mobile when the request carries none (our couriers' rows have no telephone). */
  senderMobile: string;
  endpoint?: string;
  /** By ShipperCode (ZTO, YTO …). */
  accounts?: Record<string, CourierAccount>;
  /** Default 10 s. */
  timeoutMs?: number;
}

/**
 * Our couriers (their names in the catalogue, db/seed-catalogue.ts) to 快递鸟's ShipperCode; the first
 * match wins, so the more specific names come first. A name that matches none is refused.
 */
export const SHIPPER_CODES: { match: RegExp; code: string; label: string }[] = [
  { match: /中通/, code: 'ZTO', label: '中通快递' },
  { match: /圆通/, code: 'YTO', label: '圆通速递' },
  { match: /韵达/, code: 'YD', label: '韵达快递' },
  { match: /申通/, code: 'STO', label: '申通快递' },
  { match: /极兔/, code: 'JTSD', label: '极兔速递' },
  { match: /顺丰/, code: 'SF', label: '顺丰速运' },
  { match: /EMS|特快/i, code: 'EMS', label: 'EMS' },
  { match: /邮政|邮包/, code: 'YZPY', label: '邮政快递包裹' },
  { match: /德邦/, code: 'DBL', label: '德邦快递' },
  { match: /京东/, code: 'JD', label: '京东快递' },
  { match: /宅急送/, code: 'ZJS', label: '宅急送' },
  { match: /优速/, code: 'UC', label: '优速快递' },
  { match: /丰网/, code: 'FWX', label: '丰网速运' },
];

/** 快递鸟's ShipperCode for one of our couriers, or null when it has none. */
export function shipperCodeOf(courierName: string): string | null {
  return SHIPPER_CODES.find((s) => s.match.test(courierName))?.code ?? null;
}

/** DataSign before the form encoding: base64 of the lowercase hex md5 of RequestData + ApiKey. */
export function kdniaoDataSign(requestData: string, apiKey: string): string {
  const hex = createHash('md5').update(requestData + apiKey, 'utf8').digest('hex');
  return Buffer.from(hex, 'utf8').toString('base64');
}

/** The settings from the environment; KDNIAO_COURIER_ACCOUNTS is checked here, so a mistake stops the start. */
export function kdniaoConfig(env: Readonly<Record<string, string | undefined>>): KdniaoConfig {
  return {
    eBusinessId: env.KDNIAO_EBUSINESS_ID ?? '',
    apiKey: env.KDNIAO_API_KEY ?? '',
    senderMobile: env.KDNIAO_SENDER_MOBILE ?? '',
    endpoint: env.KDNIAO_ENDPOINT || undefined,
    accounts: parseCourierAccounts(env.KDNIAO_COURIER_ACCOUNTS),
  };
}

/** Why the environment cannot work, before the start (the factory's `check`): a malformed KDNIAO_COURIER_ACCOUNTS. */
export function kdniaoProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  try {
    parseCourierAccounts(env.KDNIAO_COURIER_ACCOUNTS);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** KDNIAO_COURIER_ACCOUNTS: {"ZTO":{"CustomerName":"…","CustomerPwd":"…"}, "YTO":{…}}; throws a Chinese message when malformed. */
export function parseCourierAccounts(text: string | undefined): Record<string, CourierAccount> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('KDNIAO_COURIER_ACCOUNTS 不是合法的 JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('KDNIAO_COURIER_ACCOUNTS 应为对象，如 {"ZTO":{"CustomerName":"…","CustomerPwd":"…"}}');
  const known = new Set(SHIPPER_CODES.map((s) => s.code));
  const accounts: Record<string, CourierAccount> = {};
  for (const [code, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!known.has(code)) throw new Error(`KDNIAO_COURIER_ACCOUNTS 中的快递编码 ${code} 未知（可用：${[...known].join('、')}）`);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`KDNIAO_COURIER_ACCOUNTS.${code} 应为对象`);
    const account: CourierAccount = {};
    for (const [field, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      if (!(ACCOUNT_FIELDS as readonly string[]).includes(field)) throw new Error(`KDNIAO_COURIER_ACCOUNTS.${code}.${field} 不是快递鸟的账号字段（可用：${ACCOUNT_FIELDS.join('、')}）`);
      if (typeof fieldValue !== 'string' && typeof fieldValue !== 'number') throw new Error(`KDNIAO_COURIER_ACCOUNTS.${code}.${field} 应为字符串`);
      account[field as keyof CourierAccount] = String(fieldValue);
    }
    accounts[code] = account;
  }
  return accounts;
}

/** The answer of EOrderService (the fields used). */
interface EOrderAnswer {
  Success?: boolean | string;
  ResultCode?: string | number;
  Reason?: string;
  Order?: { OrderCode?: string; ShipperCode?: string; LogisticCode?: string };
}

/** A Reason that says "try again later": 快递鸟's or the courier's system is busy, slow or down. */
const TEMPORARY_REASON = /繁忙|超时|稍后|系统(异常|错误|故障|维护)|服务(异常|不可用)|网络|频繁|限流|timeout|time out|busy|unavailable/i;
/** A Reason about our own 快递鸟 account (wrong key, EBusinessID, no API permission, no balance): a setting to fix, not the parcel's fault. */
const OUR_SETTINGS_REASON = /签名|DataSign|EBusinessID|电商(ID|用户)|商户|ApiKey|AppKey|接口权限|(未开通|没有开通|无权).{0,6}(接口|服务|权限)|余额不足|单号不足|单号余额|充值/i;
/** Codes by which 快递鸟 refuses the order itself (missing/invalid fields, a courier or account that will not take it, other). */
const REFUSAL_CODES = new Set(['101', '102', '103', '104', '105']);

/**
 * The 快递鸟 electronic-waybill provider. OrderCode is our parcel number, so asking again for one parcel
 * gets the same waybill (快递鸟 answers 106 "该订单号已下单成功" with its LogisticCode). Final refusals
 * (the courier does not serve the address, a bad recipient, an unsupported courier, a courier account
 * that is not authorised) throw WaybillRefusedError; anything else is temporary and thrown as a plain error.
 */
export function createKdniaoCourier(config: KdniaoConfig): CourierProvider {
  const endpoint = config.endpoint || KDNIAO_DEFAULT_ENDPOINT;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const accounts = config.accounts ?? {};

  function requestData(request: WaybillRequest, shipperCode: string): string {
    const party = (p: WaybillRequest['sender'], mobile: string) => ({
      Name: p.name,
      Mobile: mobile,
      ProvinceName: p.province,
      CityName: p.city,
      ExpAreaName: p.district,
      Address: p.address,
    });
    return JSON.stringify({
      OrderCode: request.parcelSn,
      ShipperCode: shipperCode,
      ...accounts[shipperCode],
      PayType: 1,
      ExpType: 1,
      Sender: party(request.sender, request.sender.mobile || config.senderMobile),
      Receiver: party(request.recipient, request.recipient.mobile),
      Commodity: [{ GoodsName: '礼品' }],
      Weight: Math.max(1, Math.round(request.weightGrams)) / 1000,
      Quantity: 1,
      IsReturnPrintTemplate: 0,
    });
  }

  return {
    name: 'kdniao',

    async createWaybill(request) {
      const shipperCode = shipperCodeOf(request.courier.name);
      if (!shipperCode) throw new WaybillRefusedError('该快递暂不支持电子面单');
      const data = requestData(request, shipperCode);
      const form = new URLSearchParams({
        RequestData: data,
        EBusinessID: config.eBusinessId,
        RequestType: '1007',
        DataSign: kdniaoDataSign(data, config.apiKey),
        DataType: '2',
      });

      let status: number;
      let text: string;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw new Error(`快递鸟电子面单接口无法访问：${(error as Error).message}`, { cause: error });
      }
      if (status < 200 || status >= 300) throw new Error(`快递鸟电子面单接口 HTTP ${status}`);

      let answer: EOrderAnswer;
      try {
        answer = JSON.parse(text) as EOrderAnswer;
      } catch {
        throw new Error(`快递鸟电子面单接口返回的不是 JSON：${text.slice(0, 200)}`);
      }
      const code = String(answer.ResultCode ?? '');
      const reason = String(answer.Reason ?? '').trim();
      const logisticCode = answer.Order?.LogisticCode?.trim();
      const success = answer.Success === true || answer.Success === 'true';

      // 100 成功; 106 该订单号已下单成功 (the same OrderCode again: its waybill, whether Success says true or false)
      if (logisticCode && (success || code === '106' || /重复|已下单/.test(reason))) return { waybillCode: logisticCode };
      if (success || code === '106' || /重复|已下单/.test(reason)) {
        // accepted, or already ordered, but no number given: asking again later is safe (same OrderCode)
        throw new Error(`快递鸟未返回运单号（ResultCode ${code || '无'}${reason ? `：${reason}` : ''}）`);
      }
      if (TEMPORARY_REASON.test(reason)) throw new Error(`快递鸟暂时无法下单（ResultCode ${code || '无'}：${reason}）`);
      if (OUR_SETTINGS_REASON.test(reason)) throw new Error(`快递鸟账号设置有误，请检查 KDNIAO_EBUSINESS_ID / KDNIAO_API_KEY 与快递鸟后台（ResultCode ${code || '无'}：${reason}）`);
      if (REFUSAL_CODES.has(code)) throw new WaybillRefusedError(`快递拒绝下单：${reason || `快递鸟错误码 ${code}`}`);
      // an unknown code: not known to be final, so the parcel waits and is asked again
      throw new Error(`快递鸟电子面单失败（ResultCode ${code || '无'}${reason ? `：${reason}` : ''}）`);
    },
  };
}
