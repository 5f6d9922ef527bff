import { createHash } from 'node:crypto';
import { chinaDayNumber, chinaDayStart } from 'shared-contracts/china-time';
import { TrackPushRefusedError, type TrackEvent, type TrackedWaybill, type TrackingProvider } from '../tracking';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How each courier words its scans (the sandbox's streams read like the courier's own). */
const VOICES: { match: RegExp; pickup: string; hotline: string }[] = [
  { match: /中通/, pickup: '中通快递 已揽收', hotline: '95311' },
  { match: /圆通/, pickup: '圆通速递 已揽收', hotline: '95554' },
  { match: /韵达/, pickup: '韵达快递 已揽件', hotline: '95546' },
  { match: /申通/, pickup: '申通快递 已收件', hotline: '95543' },
  { match: /极兔/, pickup: '极兔速递 已揽收', hotline: '956025' },
  { match: /顺丰/, pickup: '顺丰速运 已收取快件', hotline: '95338' },
  { match: /邮政|EMS/i, pickup: '中国邮政 已收寄', hotline: '11183' },
];

/**
 * The whole event stream the sandbox gives a waybill, future events included (poll returns those up to
 * "now"). Deterministic per waybill number, address and dispatch time, so a test can predict it:
 * - an address containing `不揽收`: no event, ever;
 * - an address containing `延迟揽收`: picked up at 08:30–10:29 China time on the second day after the
 *   dispatch day — after the latest pickup deadline SPEC §9 allows (08:00 the day after next);
 * - any other: picked up 1–6 hours after the dispatch, signed 1–3 days after the pickup; one waybill in
 *   ten is slow on the road (signed 3–5 days after), still picked up in time.
 */
export function sandboxTrackStream(waybill: TrackedWaybill): TrackEvent[] {
  const address = waybill.recipient.address;
  if (address.includes('不揽收')) return [];
  const digest = createHash('sha256').update(waybill.waybillCode).digest();
  const pick = (at: number, modulo: number) => digest.readUInt16BE(at) % modulo;
  const dispatched = waybill.dispatchedAt.getTime();
  const pickup = address.includes('延迟揽收')
    ? chinaDayStart(chinaDayNumber(dispatched) + 2) + 8 * HOUR + 30 * MINUTE + pick(0, 120) * MINUTE
    : dispatched + HOUR + pick(0, 300) * MINUTE;
  const slow = pick(2, 10) === 0;
  const onTheRoad = (slow ? 72 * HOUR : 24 * HOUR) + pick(4, 48 * 60) * MINUTE;
  const signed = pickup + onTheRoad;

  const voice = VOICES.find((v) => v.match.test(waybill.courierName)) ?? { pickup: `${waybill.courierName} 已揽收`, hotline: '95000' };
  const from = waybill.from.city || '发货地';
  const to = waybill.recipient.city || waybill.recipient.province;
  const district = waybill.recipient.district;
  const courier = `${'张王李赵刘陈杨黄'[pick(6, 8)]}师傅`;
  const events: TrackEvent[] = [
    { state: 'picked_up', occurredAt: new Date(pickup), location: from, description: `【${from}】${voice.pickup}` },
    { state: 'in_transit', occurredAt: new Date(pickup + 3 * HOUR + pick(8, 60) * MINUTE), location: from, description: `【${from}】快件已发往【${to}转运中心】` },
    { state: 'in_transit', occurredAt: new Date(pickup + Math.round(onTheRoad * 0.6)), location: to, description: `【${to}】快件已到达【${to}转运中心】` },
  ];
  if (slow) events.push({ state: 'in_transit', occurredAt: new Date(pickup + Math.round(onTheRoad * 0.7)), location: to, description: `【${to}】受天气影响，快件派送将延迟，敬请谅解` });
  events.push(
    { state: 'delivering', occurredAt: new Date(signed - 2 * HOUR - pick(10, 60) * MINUTE), location: `${to}${district}`, description: `【${to}${district}】${courier}正在派件，电话 ${voice.hotline}` },
    { state: 'signed', occurredAt: new Date(signed), location: `${to}${district}`, description: `【${to}${district}】快件已签收，签收人：本人签收，感谢使用` },
  );
  return events;
}

/**
 * The sandbox tracking provider (the default): nothing to subscribe and no push — the poll job asks it,
 * and it answers the part of `sandboxTrackStream` that has happened by the business clock.
 */
export function createSandboxTracking(now: () => Date): TrackingProvider {
  return {
    name: 'sandbox',
    async subscribe() {},
    verifyPush() {
      throw new TrackPushRefusedError('沙箱物流不推送');
    },
    pushAnswer: (accepted, message) => ({ result: accepted, message }),
    async poll(waybill) {
      const at = now().getTime();
      return sandboxTrackStream(waybill).filter((event) => event.occurredAt.getTime() <= at);
    },
  };
}
