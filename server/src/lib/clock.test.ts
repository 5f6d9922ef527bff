import { settableClock, systemClock } from './clock';

it('a settable clock stands still until it is set or moved', () => {
  const clock = settableClock('2026-03-31T15:59:59.999Z');
  expect(clock.now().toISOString()).toBe('2026-03-31T15:59:59.999Z');
  expect(clock.now()).not.toBe(clock.now());
  clock.advance(1);
  expect(clock.now().toISOString()).toBe('2026-03-31T16:00:00.000Z');
  clock.set(new Date('2026-04-01T00:00:00Z'));
  expect(clock.now().toISOString()).toBe('2026-04-01T00:00:00.000Z');
  // `now` works detached, as the services hold it
  const { now } = clock;
  expect(now().toISOString()).toBe('2026-04-01T00:00:00.000Z');
  expect(() => clock.set('yesterday')).toThrow('not a time: yesterday');
  expect(() => settableClock(Number.NaN)).toThrow();
});

it('the system clock reads the real time', () => {
  const before = Date.now();
  const at = systemClock.now().getTime();
  expect(at).toBeGreaterThanOrEqual(before);
  expect(at).toBeLessThanOrEqual(Date.now());
});
