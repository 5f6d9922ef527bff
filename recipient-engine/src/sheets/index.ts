/**
 * Spreadsheet import, reading (SPEC §2.9, §5 "Spreadsheet", §8; issue 11). Framework-free: the purchase
 * remote runs it in a Web Worker, `npm run parse-sheet` in Node. Usage:
 *   const regions = await loadRegionIndex();                       // recipient-engine/recipients
 *   const result = readSheet(bytes, file.name, regions, (f) => …); // throws SheetError
 */
export { readSheet } from './read';
export { headerKey, HEADER_SEARCH_ROWS } from './header-row';
export { splitAddress, type SplitAddress } from './address';
export { cleanCell, decodeText } from './grid';
export { readReissueSheet, REISSUE_HEADER_ALIASES, type ReissueSheetResult } from './reissue';
export * from './types';
