/**
 * Contract versions (DESIGN "Runtime composition"): shared-contracts carries a semantic version; every
 * build stamps what it was built against (`contractVersion`) and what it needs of the host
 * (`requiredContract`, a caret range `^X.Y.0`: the same major, at least the minor it was built against).
 * The host checks a remote's stamp on load; `npm run check-remote` checks it before a deploy. Only the
 * forms our builds write are understood (`X.Y.Z`, `^X.Y.Z`); anything else is reported as invalid.
 */

export interface ContractStamp {
  /** shared-contracts version the module was built against, e.g. "2.1.0". */
  contractVersion: string;
  /** What it needs of the host's shared-contracts, e.g. "^2.1.0". */
  requiredContract: string;
}

type Version = [major: number, minor: number, patch: number];

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

export function parseVersion(text: string): Version | null {
  const m = VERSION.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The lowest version a range accepts and the first it refuses (exclusive), or null for an unknown form. */
function bounds(range: string): { min: Version; below: Version } | null {
  const text = range.trim();
  const exact = parseVersion(text);
  if (exact) return { min: exact, below: [exact[0], exact[1], exact[2] + 1] };
  if (!text.startsWith('^')) return null;
  const min = parseVersion(text.slice(1));
  if (!min) return null;
  // caret: the left-most non-zero part may not change
  const below: Version = min[0] > 0 ? [min[0] + 1, 0, 0] : min[1] > 0 ? [0, min[1] + 1, 0] : [0, 0, min[2] + 1];
  return { min, below };
}

/** Whether `version` satisfies `range` (`X.Y.Z` or `^X.Y.Z`); false for anything it cannot read. */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  const b = bounds(range);
  return Boolean(v && b && compare(v, b.min) >= 0 && compare(v, b.below) < 0);
}

/** What a build needs of the contract it was built against: `^X.Y.0`. */
export function requiredRangeFor(contractVersion: string): string {
  const v = parseVersion(contractVersion);
  if (!v) throw new Error(`not a version: ${contractVersion}`);
  return `^${v[0]}.${v[1]}.0`;
}

/**
 * The verdict on one remote module for a host: `host-too-old` — the remote needs a newer host (deploy
 * the host first); `remote-too-old` — the host moved past the remote's major (rebuild the remote);
 * `invalid` — the stamp cannot be read. A module without a stamp predates contract versions (1.x).
 */
export type ContractVerdict =
  | { ok: true; hostVersion: string; remoteVersion: string; required: string }
  | { ok: false; reason: 'host-too-old' | 'remote-too-old' | 'invalid'; hostVersion: string; remoteVersion: string; required: string };

/** Stamp of a module built before contract versions existed. */
export const UNSTAMPED: ContractStamp = { contractVersion: '1.0.0', requiredContract: '^1.0.0' };

export function stampOf(mod: unknown): ContractStamp {
  const m = (mod ?? {}) as Partial<ContractStamp>;
  if (typeof m.contractVersion !== 'string') return UNSTAMPED;
  return { contractVersion: m.contractVersion, requiredContract: typeof m.requiredContract === 'string' ? m.requiredContract : requiredRangeFor(m.contractVersion) };
}

export function checkContract(hostVersion: string, remote: ContractStamp): ContractVerdict {
  const base = { hostVersion, remoteVersion: remote.contractVersion, required: remote.requiredContract };
  const host = parseVersion(hostVersion);
  const range = bounds(remote.requiredContract);
  if (!host || !range || !parseVersion(remote.contractVersion)) return { ok: false, reason: 'invalid', ...base };
  if (compare(host, range.min) < 0) return { ok: false, reason: 'host-too-old', ...base };
  if (compare(host, range.below) >= 0) return { ok: false, reason: 'remote-too-old', ...base };
  return { ok: true, ...base };
}

/** What a remote's area shows when its contract does not fit the host (no 重试: it cannot help). */
export const CONTRACT_MESSAGES: Record<Exclude<ContractVerdict, { ok: true }>['reason'], string> = {
  'host-too-old': '此模块需要主站更新后才能使用',
  'remote-too-old': '此模块版本过旧，需要模块更新后才能使用',
  invalid: '此模块的版本信息无法识别，暂时无法使用',
};

/** What every build writes to dist/build-info.json (shared-contracts/build/build-info.cjs); read by check-remote and GET /api/health. */
export interface BuildInfo {
  name: string;
  version: string;
  contract_version: string;
  /** The contract a remote needs of its host; null for the host. */
  required_contract: string | null;
  /** git short sha of the build, when known */
  commit: string | null;
  built_at: string;
}
