import { chinaText } from 'shared-contracts/china-time';

/** An ISO moment as China time, `YYYY-MM-DD HH:mm`, whatever the browser's time zone ('' if unreadable). */
export const chinaMinute = (iso: string): string => chinaText(iso).slice(0, 16);
