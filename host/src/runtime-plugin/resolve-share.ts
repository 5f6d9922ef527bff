import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** A remote that declares it needs more of a shared package than the host provides. */
export interface UnmetRequirement {
  remote: string;
  pkgName: string;
  hostVersion: string;
  required: string;
}

/**
 * Sharing layer: the host's copy of every shared module it provides wins, whatever version a remote
 * brings (a remote built later may bring a higher shared-contracts; by version it would win, and its
 * ui / ui/more would load a second antd without the host's theme and zh_CN locale). A remote whose
 * declared `requiredVersion` the host's copy does not meet is reported through `onUnmet`, once per remote
 * and package; it still gets the host's copy (the one instance), and the host's contract check on load
 * decides whether its pages can be shown.
 *
 * Registered as a global plugin too, so the remotes' own federation instances (which resolve their
 * shared imports) use it. `provided`: package → the version the host registered.
 */
export function resolveSharePlugin({
  provided,
  onUnmet,
}: {
  provided: Record<string, string>;
  onUnmet: (unmet: UnmetRequirement) => void;
}): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  return {
    name: 'gift-mall-resolve-share',
    resolveShare(args: ResolveShareArgs) {
      const hostVersion = provided[args.pkgName];
      const hostCopy = hostVersion ? args.shareScopeMap[args.scope]?.[args.pkgName]?.[hostVersion] : undefined;
      if (!hostVersion || !hostCopy) return args;
      const required = args.shareInfo.shareConfig?.requiredVersion;
      const remote = args.shareInfo.from ?? '';
      if (typeof required === 'string' && !satisfy(hostVersion, required) && !reported.has(`${remote} ${args.pkgName}`)) {
        reported.add(`${remote} ${args.pkgName}`);
        onUnmet({ remote, pkgName: args.pkgName, hostVersion, required });
      }
      args.resolver = () => ({ shared: hostCopy, useTreesShaking: false });
      return args;
    },
  };
}
