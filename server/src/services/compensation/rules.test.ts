import { compensationFen, earliestDecision, judgeParcel, parcelDeadlines, timeOfDayMs, type ParcelTimes } from './rules';

// 超时赔付 (SPEC §9) at every boundary. Times are written in China time (+08:00) so the boundaries read
// as the rule states them.
const t = (china: string) => new Date(`${china}+08:00`);
const parcel = (over: Partial<ParcelTimes> = {}): ParcelTimes => ({ paidAt: t('2026-06-10T10:00:00'), dispatchedAt: null, pickedUpAt: null, priceFen: 500, ...over });

describe('the deadlines', () => {
  it.each([
    // paid, issue deadline, waybill by (inclusive), pickup before (exclusive)
    ['2026-06-10T16:59:59', '2026-06-10T17:00:00', '2026-06-10T19:00:00', '2026-06-11T08:00:00'],
    ['2026-06-10T17:00:00', '2026-06-11T17:00:00', '2026-06-11T19:00:00', '2026-06-12T08:00:00'],
    ['2026-06-10T00:00:00', '2026-06-10T17:00:00', '2026-06-10T19:00:00', '2026-06-11T08:00:00'],
    ['2026-06-10T23:59:59', '2026-06-11T17:00:00', '2026-06-11T19:00:00', '2026-06-12T08:00:00'],
    // month and year ends
    ['2026-01-31T16:59:59', '2026-01-31T17:00:00', '2026-01-31T19:00:00', '2026-02-01T08:00:00'],
    ['2026-01-31T17:00:00', '2026-02-01T17:00:00', '2026-02-01T19:00:00', '2026-02-02T08:00:00'],
    ['2026-02-28T18:00:00', '2026-03-01T17:00:00', '2026-03-01T19:00:00', '2026-03-02T08:00:00'],
    ['2028-02-28T18:00:00', '2028-02-29T17:00:00', '2028-02-29T19:00:00', '2028-03-01T08:00:00'],
    ['2026-12-31T16:59:59', '2026-12-31T17:00:00', '2026-12-31T19:00:00', '2027-01-01T08:00:00'],
    ['2026-12-31T17:00:00', '2027-01-01T17:00:00', '2027-01-01T19:00:00', '2027-01-02T08:00:00'],
    ['2026-12-30T17:30:00', '2026-12-31T17:00:00', '2026-12-31T19:00:00', '2027-01-01T08:00:00'],
  ])('paid %s → issued by %s, waybill by %s, picked up before %s', (paid, issue, waybill, pickup) => {
    expect(parcelDeadlines(t(paid))).toEqual({ issueBy: t(issue), waybillBy: t(waybill), pickupBefore: t(pickup) });
  });

  it('follows the courier’s own issue deadline, in China time whatever the zone of the machine', () => {
    expect(parcelDeadlines(t('2026-06-10T15:29:59'), '15:30')).toEqual({ issueBy: t('2026-06-10T15:30:00'), waybillBy: t('2026-06-10T17:30:00'), pickupBefore: t('2026-06-11T08:00:00') });
    expect(parcelDeadlines(t('2026-06-10T15:30:00'), '15:30:00')).toEqual({ issueBy: t('2026-06-11T15:30:00'), waybillBy: t('2026-06-11T17:30:00'), pickupBefore: t('2026-06-12T08:00:00') });
    // a late deadline: its two hours run past midnight, still before the pickup is due
    expect(parcelDeadlines(t('2026-12-31T22:00:00'), '23:00')).toEqual({ issueBy: t('2026-12-31T23:00:00'), waybillBy: t('2027-01-01T01:00:00'), pickupBefore: t('2027-01-01T08:00:00') });
    // 00:00: nothing is paid before it, so every parcel is issued the next day
    expect(parcelDeadlines(t('2026-06-10T00:00:00'), '00:00').issueBy).toEqual(t('2026-06-11T00:00:00'));
  });

  it('reads HH:MM and HH:MM:SS, and refuses anything else', () => {
    expect(timeOfDayMs('17:00')).toBe(61_200_000);
    expect(timeOfDayMs('17:00:00')).toBe(61_200_000);
    expect(timeOfDayMs('08:30:15')).toBe(30_615_000);
    for (const bad of ['24:00', '17:60', '7:00', '', '17', 'noon']) expect(() => timeOfDayMs(bad)).toThrow('not a time of day');
  });
});

describe('the waybill deadline', () => {
  const paidAt = t('2026-06-10T16:59:59');

  it('is pending until it passes, then late without a waybill', () => {
    expect(judgeParcel(parcel({ paidAt }), t('2026-06-10T19:00:00'))).toEqual({ kind: 'pending', decideAt: new Date(t('2026-06-10T19:00:00').getTime() + 1) });
    expect(judgeParcel(parcel({ paidAt }), new Date(t('2026-06-10T19:00:00').getTime() + 1))).toEqual({ kind: 'compensate', reason: 'waybill_late', amountFen: 200 });
    expect(earliestDecision(paidAt)).toEqual(new Date(t('2026-06-10T19:00:00').getTime() + 1));
  });

  it('counts a waybill at the deadline plus two hours as in time, one a second later as late', () => {
    const inTime = parcel({ paidAt, dispatchedAt: t('2026-06-10T19:00:00'), pickedUpAt: t('2026-06-10T21:00:00') });
    expect(judgeParcel(inTime, t('2026-06-20T00:00:00'))).toEqual({ kind: 'in_time' });
    const late = parcel({ paidAt, dispatchedAt: t('2026-06-10T19:00:01'), pickedUpAt: t('2026-06-10T21:00:00') });
    expect(judgeParcel(late, t('2026-06-10T19:00:01'))).toEqual({ kind: 'compensate', reason: 'waybill_late', amountFen: 200 });
  });

  it('gives one paid at 17:00:00 until 19:00 the next day', () => {
    const paid = t('2026-06-10T17:00:00');
    expect(judgeParcel(parcel({ paidAt: paid }), t('2026-06-11T19:00:00')).kind).toBe('pending');
    expect(judgeParcel(parcel({ paidAt: paid }), t('2026-06-11T19:00:01')).kind).toBe('compensate');
  });
});

describe('the pickup deadline', () => {
  const dispatchedAt = t('2026-06-10T16:30:00');

  it('wants a parcel paid before 17:00 picked up before 08:00 the next day', () => {
    const paidAt = t('2026-06-10T16:00:00');
    // no pickup reported: left open for the report's grace hour after 08:00, then compensated
    expect(judgeParcel(parcel({ paidAt, dispatchedAt }), t('2026-06-11T07:59:59'))).toEqual({ kind: 'pending', decideAt: t('2026-06-11T09:00:00') });
    expect(judgeParcel(parcel({ paidAt, dispatchedAt }), t('2026-06-11T08:59:59')).kind).toBe('pending');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt }), t('2026-06-11T09:00:00'))).toEqual({ kind: 'compensate', reason: 'pickup_late', amountFen: 200 });
    // the record's own time decides: 07:59:59 is in time however late it is reported, 08:00:00 is late
    expect(judgeParcel(parcel({ paidAt, dispatchedAt, pickedUpAt: t('2026-06-11T07:59:59') }), t('2026-06-11T09:00:00'))).toEqual({ kind: 'in_time' });
    expect(judgeParcel(parcel({ paidAt, dispatchedAt, pickedUpAt: t('2026-06-11T08:00:00') }), t('2026-06-11T09:00:00'))).toEqual({ kind: 'compensate', reason: 'pickup_late', amountFen: 200 });
  });

  it('wants one paid at 17:00 or later picked up before 08:00 the day after', () => {
    const paidAt = t('2026-06-10T17:00:00');
    const dispatched = t('2026-06-10T17:10:00');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched }), t('2026-06-11T08:00:00')).kind).toBe('pending');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched }), t('2026-06-12T08:59:59')).kind).toBe('pending');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched }), t('2026-06-12T09:00:00')).kind).toBe('compensate');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched, pickedUpAt: t('2026-06-12T08:00:00') }), t('2026-06-12T08:30:00')).kind).toBe('compensate');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched, pickedUpAt: t('2026-06-12T07:59:59') }), t('2026-06-13T00:00:00'))).toEqual({ kind: 'in_time' });
  });

  it('crosses a year end', () => {
    const paidAt = t('2026-12-31T16:59:59');
    const dispatched = t('2026-12-31T17:30:00');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched }), t('2027-01-01T08:59:59')).kind).toBe('pending');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched }), t('2027-01-01T09:00:00')).kind).toBe('compensate');
    expect(judgeParcel(parcel({ paidAt, dispatchedAt: dispatched, pickedUpAt: t('2027-01-01T07:59:59') }), t('2027-01-01T09:00:00')).kind).toBe('in_time');
    const after = t('2026-12-31T17:00:00');
    expect(judgeParcel(parcel({ paidAt: after, dispatchedAt: t('2026-12-31T17:05:00') }), t('2027-01-02T08:59:59')).kind).toBe('pending');
    expect(judgeParcel(parcel({ paidAt: after, dispatchedAt: t('2026-12-31T17:05:00') }), t('2027-01-02T09:00:00')).kind).toBe('compensate');
    expect(judgeParcel(parcel({ paidAt: after, dispatchedAt: t('2026-12-31T17:05:00'), pickedUpAt: t('2027-01-02T08:00:00') }), t('2027-01-02T09:00:00')).kind).toBe('compensate');
  });

  it('keeps a verdict: a pickup recorded later does not change a late one', () => {
    const late = parcel({ paidAt: t('2026-06-10T16:00:00'), dispatchedAt, pickedUpAt: t('2026-06-11T09:00:00') });
    expect(judgeParcel(late, t('2026-06-11T09:00:00'))).toEqual({ kind: 'compensate', reason: 'pickup_late', amountFen: 200 });
    expect(judgeParcel(late, t('2027-06-11T09:00:00'))).toEqual({ kind: 'compensate', reason: 'pickup_late', amountFen: 200 });
  });
});

describe('the amount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [199, 199],
    [200, 200],
    [201, 200],
    [9900, 200],
  ])('a parcel of %i fen is compensated %i fen', (price, owed) => {
    expect(compensationFen(price)).toBe(owed);
    expect(judgeParcel(parcel({ priceFen: price }), t('2026-06-11T00:00:00'))).toEqual({ kind: 'compensate', reason: 'waybill_late', amountFen: owed });
  });
});
