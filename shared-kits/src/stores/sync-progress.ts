import { STORE_SYNC_CAP, STORE_SYNC_STEP } from 'shared-contracts';

/**
 * SPEC §4 store sync: the shown progress rises STORE_SYNC_STEP per poll and stays at STORE_SYNC_CAP
 * until the server reports 100; then it is 100. The server's intermediate values are not shown.
 */
export function nextSyncProgress(shown: number, serverValue: number): number {
  if (serverValue >= 100) return 100;
  return Math.min(shown + STORE_SYNC_STEP, STORE_SYNC_CAP);
}
