import { asRecord, text } from './values';

/** Our couriers, and a platform's code for one: its table (by our key), the site's overrides first. */

/** Which courier a name means, by the words couriers are known by (our couriers are named 中通快递, 圆通速递 …). */
export interface CourierRule {
  match: RegExp;
  /** Its name as the tables of the docs list it. */
  name: string;
}

/** Our couriers → one key per courier; the platforms' tables are keyed by it. */
export const COURIERS: (CourierRule & { key: string })[] = [
  { key: 'zto', name: '中通快递', match: /中通/ },
  { key: 'yto', name: '圆通速递', match: /圆通/ },
  { key: 'yunda', name: '韵达快递', match: /韵达/ },
  { key: 'sto', name: '申通快递', match: /申通/ },
  { key: 'jt', name: '极兔速递', match: /极兔|J&T/i },
  { key: 'sf', name: '顺丰速运', match: /顺丰/ },
  { key: 'ems', name: '邮政EMS', match: /EMS|特快/i },
  { key: 'postb', name: '邮政快递包裹', match: /邮政/ },
  { key: 'jd', name: '京东快递', match: /京东/ },
  { key: 'dbl', name: '德邦快递', match: /德邦/ },
  { key: 'best', name: '百世快递', match: /百世|汇通/ },
];

/** Our courier's key for its name ('' when none matches). */
export const courierKey = (courierName: string): string => COURIERS.find((c) => c.match.test(courierName))?.key ?? '';

/** Reads an optional JSON object of courier name → platform code from the environment (an override of the tables). */
export function courierOverrides(json: string | undefined, variable: string): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${variable} 不是 JSON 对象（如 {"极兔":"384"}）`);
  }
  return Object.fromEntries(Object.entries(asRecord(parsed)).map(([name, code]) => [name, text(code)]));
}

/** The platform code for a courier: an override whose name the courier's contains first, then the table. */
export function courierCode(courierName: string, table: Record<string, string>, overrides: Record<string, string>): string {
  const override = Object.entries(overrides).find(([name]) => name && courierName.includes(name));
  if (override) return override[1];
  return table[courierKey(courierName)] ?? '';
}
