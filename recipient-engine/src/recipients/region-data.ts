/**
 * The region data chunk: official divisions (GB/T 2260, shared-contracts/regions/data) and the
 * traditional→simplified table. Loaded with a dynamic import (loadRegionIndex) so that in the browser
 * it is a chunk of its own, fetched on first use.
 */
import { divisions } from 'shared-contracts/regions/data';
import type { RegionData } from './region-index';
import { T2S_PAIRS } from './t2s-table';

export const regionData: RegionData = { areaList: divisions, t2sPairs: T2S_PAIRS };
