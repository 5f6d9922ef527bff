import { chinaText } from 'shared-contracts/china-time';

/** The China-time calendar date of a moment as `YYYYMMDD` (order numbers). */
export const chinaDateStamp = (at: Date) => chinaText(at).slice(0, 10).replaceAll('-', '');
