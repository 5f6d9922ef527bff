import { checkContract, CONTRACT_MESSAGES, stampOf, type RemoteName } from 'shared-contracts';

/** The shared-contracts version this host was built with (and provides to every remote). */
export const HOST_CONTRACT_VERSION = __CONTRACT_VERSION__;

/** Manifest URL per mounted remote, for the logs. */
const manifests: Partial<Record<RemoteName, string>> = {};

export function rememberManifest(remote: RemoteName, url: string): void {
  manifests[remote] = url;
}

export function manifestOf(remote: string): string {
  return manifests[remote as RemoteName] ?? '(not mounted)';
}

const logged = new Set<string>();

/**
 * Checks the contract an exposed module was built against: null when this host can run it, else the
 * message its area shows. A mismatch is logged once per module with the remote's name, manifest URL
 * and both versions.
 */
export function contractProblem(remote: RemoteName, expose: string, mod: unknown): string | null {
  const verdict = checkContract(HOST_CONTRACT_VERSION, stampOf(mod));
  if (verdict.ok) return null;
  if (!logged.has(`${remote}/${expose}`)) {
    logged.add(`${remote}/${expose}`);
    console.error(
      `[remote] ${remote}/${expose} (${manifestOf(remote)}) was built against shared-contracts ${verdict.remoteVersion} ` +
        `and needs ${verdict.required}; this host provides ${verdict.hostVersion} (${verdict.reason})`,
    );
  }
  return CONTRACT_MESSAGES[verdict.reason];
}
