/**
 * shared-contracts/regions: the rules of China's division names — short forms (`浙江` for 浙江省), the
 * suffixes division names end in — and the canonicaliser built from division data. No data here: the
 * division data is in shared-contracts/regions/data, which the server imports and the browser loads
 * lazily (with the recipient engine's region index).
 */
export { COUNTY_SUFFIXES, DIVISION_SUFFIXES, isTown, shortForms, stripEthnicGroups } from './names';
export { createCanonicaliser, type AreaList, type RegionCanonicaliser } from './canonical';
