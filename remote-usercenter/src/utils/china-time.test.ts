import { chinaTime, chinaToday } from './china-time';

it('shows a moment in China time whatever the time zone', () => {
  expect(chinaTime('2026-11-23T16:30:05.120Z')).toBe('2026-11-24 00:30:05');
  expect(chinaTime('2026-11-23T08:00:00+08:00')).toBe('2026-11-23 08:00:00');
  expect(chinaTime(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01 08:00:00');
  expect(chinaTime('not a date')).toBe('');
});

it('keeps a time the server already wrote as China time text', () => {
  expect(chinaTime('2026-11-23 08:00:00')).toBe('2026-11-23 08:00:00');
});

it('today is the China day (16:30 UTC is already tomorrow in Beijing)', () => {
  expect(chinaToday(Date.UTC(2026, 10, 23, 16, 30))).toBe('2026-11-24');
  expect(chinaToday(Date.UTC(2026, 10, 23, 15, 59))).toBe('2026-11-23');
});
