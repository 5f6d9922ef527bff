/**
 * Recipient line recognition (SPEC §2.8, §5 "Typed recipients"; issue 3). Usage:
 *   const regions = await loadRegionIndex();          // once; the data is a lazily loaded chunk
 *   const { rows, rejected, message } = recogniseRecipients(text, regions);
 */
import { buildRegionIndex, type RegionIndex } from './region-index';

export { recogniseRecipients } from './recognise';
export { buildRegionIndex };
export type { RegionData, RegionIndex } from './region-index';
export * from './types';

let loading: Promise<RegionIndex> | null = null;

/** Loads the division data (its own chunk in the browser) and builds the index, once. */
export function loadRegionIndex(): Promise<RegionIndex> {
  if (!loading) {
    const pending = import(/* webpackChunkName: "region-data" */ './region-data').then(({ regionData }) => buildRegionIndex(regionData));
    pending.catch(() => {
      if (loading === pending) loading = null; // a failed chunk load may be retried
    });
    loading = pending;
  }
  return loading;
}
