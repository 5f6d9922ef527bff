import { createHash } from 'node:crypto';
import { WaybillRefusedError, type CourierProvider } from '../courier';

/** Waybill number shapes as each courier prints them (prefix, then digits). */
const FORMATS: { match: RegExp; prefix: string; digits: number }[] = [
  { match: /中通/, prefix: '78', digits: 12 },
  { match: /圆通/, prefix: 'YT', digits: 13 },
  { match: /韵达/, prefix: '43', digits: 13 },
  { match: /申通/, prefix: '77', digits: 11 },
  { match: /极兔/, prefix: 'JT', digits: 13 },
  { match: /顺丰/, prefix: 'SF', digits: 13 },
  { match: /邮政|EMS/i, prefix: '98', digits: 11 },
];

/**
 * The sandbox e-waybill service (the default): a believable waybill number in the courier's own format,
 * derived from the parcel number, so asking twice for one parcel gives the same waybill. Like a real
 * courier it refuses some parcels: here those whose detail address contains 拒收 (to try the refund path).
 */
export function createSandboxCourier(): CourierProvider {
  return {
    name: 'sandbox',
    async createWaybill(request) {
      if (request.recipient.address.includes('拒收')) throw new WaybillRefusedError('收件地址被快递拒收，已退款');
      const format = FORMATS.find((f) => f.match.test(request.courier.name)) ?? { prefix: 'SB', digits: 13 };
      const digest = createHash('sha256').update(`${request.courier.id}:${request.parcelSn}`).digest();
      const number = (digest.readBigUInt64BE(0) % 10n ** BigInt(format.digits)).toString().padStart(format.digits, '0');
      return { waybillCode: `${format.prefix}${number}` };
    },
  };
}
