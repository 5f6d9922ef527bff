import { checkContract, parseVersion, requiredRangeFor, satisfiesRange, stampOf } from './contract-version';

describe('contract versions', () => {
  it('reads versions and the caret ranges our builds write', () => {
    expect(parseVersion('2.10.3')).toEqual([2, 10, 3]);
    expect(parseVersion('2.1')).toBeNull();
    expect(requiredRangeFor('2.3.7')).toBe('^2.3.0');
    expect(satisfiesRange('2.3.0', '^2.3.0')).toBe(true);
    expect(satisfiesRange('2.9.1', '^2.3.0')).toBe(true);
    expect(satisfiesRange('2.2.9', '^2.3.0')).toBe(false);
    expect(satisfiesRange('3.0.0', '^2.3.0')).toBe(false);
    // below 1.0.0 the minor is the breaking part
    expect(satisfiesRange('0.4.2', '^0.4.0')).toBe(true);
    expect(satisfiesRange('0.5.0', '^0.4.0')).toBe(false);
    expect(satisfiesRange('2.3.0', '2.3.0')).toBe(true);
    expect(satisfiesRange('2.3.1', '2.3.0')).toBe(false);
    expect(satisfiesRange('2.3.0', '>=2')).toBe(false);
  });

  it('a remote runs on a host of the same major at or past the minor it was built against', () => {
    expect(checkContract('2.4.1', { contractVersion: '2.4.0', requiredContract: '^2.4.0' })).toMatchObject({ ok: true });
    expect(checkContract('2.6.0', { contractVersion: '2.4.0', requiredContract: '^2.4.0' })).toMatchObject({ ok: true });
  });

  it('a remote built against a newer minor or major needs the host first', () => {
    expect(checkContract('2.4.1', { contractVersion: '2.5.0', requiredContract: '^2.5.0' })).toMatchObject({ ok: false, reason: 'host-too-old' });
    expect(checkContract('2.4.1', { contractVersion: '3.0.0', requiredContract: '^3.0.0' })).toMatchObject({ ok: false, reason: 'host-too-old' });
  });

  it('a host past the remote’s major needs the remote rebuilt; a module without a stamp counts as 1.x', () => {
    expect(checkContract('3.0.0', { contractVersion: '2.5.0', requiredContract: '^2.5.0' })).toMatchObject({ ok: false, reason: 'remote-too-old' });
    expect(stampOf({ pages: {} })).toEqual({ contractVersion: '1.0.0', requiredContract: '^1.0.0' });
    expect(checkContract('2.0.0', stampOf({ pages: {} }))).toMatchObject({ ok: false, reason: 'remote-too-old', remoteVersion: '1.0.0' });
    expect(stampOf({ contractVersion: '2.2.1' })).toEqual({ contractVersion: '2.2.1', requiredContract: '^2.2.0' });
  });

  it('an unreadable stamp is refused, not trusted', () => {
    expect(checkContract('2.0.0', { contractVersion: 'next', requiredContract: '^2.0.0' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkContract('2.0.0', { contractVersion: '2.0.0', requiredContract: '~2.0.0' })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('agrees with the build: federation.cjs derives the same required range', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { CONTRACT_VERSION, REQUIRED_CONTRACT } = require('../build/federation.cjs');
    expect(REQUIRED_CONTRACT).toBe(requiredRangeFor(CONTRACT_VERSION));
  });
});
