import { PLATFORMS } from 'shared-contracts';

/** The platform keys of the one platform table in shared-contracts (jd, tb, pdd, dy, ks, sph, 1688, xhs, tgc). */
export type PlatformKeyName = string;

export function isPlatformKey(key: string): boolean {
  return PLATFORMS.some((platform) => platform.key === key);
}

export function platformName(key: string): string {
  return PLATFORMS.find((platform) => platform.key === key)?.name ?? key;
}
