import { chinaDayNumber, chinaDayStart, chinaText, parseChinaTime, startOfChinaDay, startOfChinaMonth } from './china-time';

describe('China time', () => {
  it('writes a moment as China wall-clock text, whatever it was given as', () => {
    expect(chinaText('2026-11-23T16:30:05.120Z')).toBe('2026-11-24 00:30:05');
    expect(chinaText('2026-11-23T08:00:00+08:00')).toBe('2026-11-23 08:00:00');
    expect(chinaText(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01 08:00:00');
    expect(chinaText(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31 23:59:59');
    expect(chinaText('not a date')).toBe('');
    expect(chinaText(new Date(Number.NaN))).toBe('');
  });

  it('starts a day at 00:00 China time (16:00 UTC the day before)', () => {
    expect(startOfChinaDay(new Date('2026-11-23T15:59:59.999Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2026-11-23T16:00:00.000Z')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    const day = chinaDayNumber(Date.parse('2026-11-23T16:00:00Z'));
    expect(day - chinaDayNumber(Date.parse('2026-11-23T15:59:59.999Z'))).toBe(1);
    expect(new Date(chinaDayStart(day)).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayNumber(chinaDayStart(day))).toBe(day);
  });

  it('starts a month on the 1st at 00:00 China time, across a year', () => {
    expect(startOfChinaMonth(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(startOfChinaMonth(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(startOfChinaMonth(new Date('2026-12-31T16:30:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(startOfChinaMonth(new Date('2026-01-01T03:00:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('reads the API’s China time text back into the moment', () => {
    expect(parseChinaTime('2026-11-24 00:30:05')?.toISOString()).toBe('2026-11-23T16:30:05.000Z');
    expect(parseChinaTime('2026-11-24')?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(parseChinaTime('2026-11-24', true)?.toISOString()).toBe('2026-11-24T15:59:59.999Z');
    expect(parseChinaTime('2026-11-24 00:30:05', true)?.toISOString()).toBe('2026-11-23T16:30:05.000Z');
    expect(parseChinaTime('2026-11-24T00:30:05')).toBeNull();
    expect(parseChinaTime('2026-11-24 00:30')).toBeNull();
    expect(chinaText(parseChinaTime('2026-03-02 09:15:00')!)).toBe('2026-03-02 09:15:00');
  });
});
