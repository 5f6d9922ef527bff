import { resolveSharePlugin, type UnmetRequirement } from './resolve-share';

type Args = Parameters<NonNullable<ReturnType<typeof resolveSharePlugin>['resolveShare']>>[0];

const hostUi = { version: '2.0.0', from: 'host', get: () => () => 'host ui' };
const remoteUi = { version: '2.1.0', from: 'help', get: () => () => 'help ui' };

/** The plugin's answer (the runtime's waterfall reads the returned args). */
function resolve(plugin: ReturnType<typeof resolveSharePlugin>, a: Args) {
  const result = plugin.resolveShare!(a);
  if (!result) throw new Error('resolveShare returned nothing');
  return result.resolver()?.shared;
}

function args(pkgName: string, requiredVersion: string | false, from = 'help'): Args {
  return {
    shareScopeMap: { default: { [pkgName]: { '2.0.0': hostUi, '2.1.0': remoteUi } } },
    scope: 'default',
    pkgName,
    version: '2.1.0',
    shareInfo: { from, version: '2.1.0', shareConfig: { singleton: true, requiredVersion } },
    GlobalFederation: {},
    // what the runtime would pick by version: the remote's higher copy
    resolver: () => ({ shared: remoteUi, useTreesShaking: false }),
  } as unknown as Args;
}

describe('resolveShare runtime plugin', () => {
  it('gives a remote the host’s copy even when it brings a higher version (one antd, one theme and locale)', () => {
    const unmet: UnmetRequirement[] = [];
    const plugin = resolveSharePlugin({ provided: { 'shared-contracts/ui': '2.0.0' }, onUnmet: (u) => unmet.push(u) });
    expect(resolve(plugin, args('shared-contracts/ui', '^2.0.0'))).toBe(hostUi);
    expect(unmet).toEqual([]);
  });

  it('reports a requirement the host’s copy does not meet, once per remote and package', () => {
    const unmet: UnmetRequirement[] = [];
    const plugin = resolveSharePlugin({ provided: { 'shared-contracts/ui': '2.0.0' }, onUnmet: (u) => unmet.push(u) });
    resolve(plugin, args('shared-contracts/ui', '^2.1.0'));
    expect(resolve(plugin, args('shared-contracts/ui', '^2.1.0'))).toBe(hostUi);
    expect(unmet).toEqual([{ remote: 'help', pkgName: 'shared-contracts/ui', hostVersion: '2.0.0', required: '^2.1.0' }]);
  });

  it('leaves packages the host does not provide to the runtime', () => {
    const plugin = resolveSharePlugin({ provided: {}, onUnmet: () => undefined });
    expect(resolve(plugin, args('left-pad', '^1.0.0'))).toBe(remoteUi);
  });
});
