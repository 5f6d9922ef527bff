import { chinaText } from 'shared-contracts/china-time';
import type { TrackedWaybill } from '../tracking';
import { createSandboxTracking, sandboxTrackStream } from './tracking';

const HOUR = 3_600_000;
const waybill = (waybillCode: string, address: string, dispatchedAt = '2026-03-02T08:00:00Z'): TrackedWaybill => ({
  waybillCode,
  courierName: '中通快递',
  from: { province: '浙江省', city: '金华市' },
  recipient: { province: '上海市', city: '上海市', district: '浦东新区', address, mobile: '13800138000' },
  dispatchedAt: new Date(dispatchedAt),
});

describe('sandbox tracking streams', () => {
  it('picks a normal parcel up within hours and has it signed within days, the same way every time', () => {
    for (let i = 0; i < 200; i += 1) {
      const w = waybill(`78${String(i).padStart(12, '0')}`, `文三路${i}号`);
      const events = sandboxTrackStream(w);
      expect(events).toEqual(sandboxTrackStream(w));
      const [pickup] = events;
      const signed = events[events.length - 1];
      expect(pickup.state).toBe('picked_up');
      expect(signed.state).toBe('signed');
      const after = pickup.occurredAt.getTime() - w.dispatchedAt.getTime();
      expect(after).toBeGreaterThanOrEqual(HOUR);
      expect(after).toBeLessThan(6 * HOUR);
      const road = signed.occurredAt.getTime() - pickup.occurredAt.getTime();
      expect(road).toBeGreaterThanOrEqual(24 * HOUR);
      expect(road).toBeLessThan(5 * 24 * HOUR);
      // in time order, each state a step further
      for (let k = 1; k < events.length; k += 1) expect(events[k].occurredAt.getTime()).toBeGreaterThan(events[k - 1].occurredAt.getTime());
    }
  });

  it('never picks up a 不揽收 address', () => {
    expect(sandboxTrackStream(waybill('78000000000001', '不揽收大厦1号'))).toEqual([]);
  });

  it('picks a 延迟揽收 address up after 08:00 China time the day after next (SPEC §9’s latest deadline)', () => {
    // dispatched 23:30 China time on 03-02 (15:30Z): the deadline is 03-04 08:00 at the latest
    for (const code of ['78000000000002', '78000000000003', 'YT0000000000004']) {
      const [pickup] = sandboxTrackStream(waybill(code, '延迟揽收路8号', '2026-03-02T15:30:00Z'));
      expect(pickup.state).toBe('picked_up');
      expect(chinaText(pickup.occurredAt) > '2026-03-04 08:00:00').toBe(true);
      expect(chinaText(pickup.occurredAt) < '2026-03-04 10:30:00').toBe(true);
    }
    // across a month end
    const [pickup] = sandboxTrackStream(waybill('78000000000005', '延迟揽收路8号', '2026-03-31T01:00:00Z'));
    expect(chinaText(pickup.occurredAt).slice(0, 10)).toBe('2026-04-02');
  });

  it('answers a poll with what has happened by the business clock', async () => {
    let now = new Date('2026-03-02T08:00:00Z');
    const provider = createSandboxTracking(() => now);
    const w = waybill('78000000000006', '文三路1号');
    expect(await provider.poll(w)).toEqual([]);
    now = new Date(now.getTime() + 10 * 24 * HOUR);
    expect(await provider.poll(w)).toEqual(sandboxTrackStream(w));
    expect(() => provider.verifyPush({})).toThrow('沙箱物流不推送');
  });
});
