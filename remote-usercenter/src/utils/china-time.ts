import { chinaText, type Moment } from 'shared-contracts/china-time';

const CHINA_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A moment as China time text, `YYYY-MM-DD HH:mm:ss`, whatever the browser's time zone: the ledger's filters
 * are China time (the API), so the times shown and the export's cut-off are too. A moment the server already
 * wrote as China time text (`2026-11-23 08:00:00`, no zone) is shown as it is.
 */
export function chinaTime(moment: Moment = Date.now()): string {
  return typeof moment === 'string' && CHINA_TEXT.test(moment) ? moment : chinaText(moment);
}

/** Today's date in China, `YYYY-MM-DD` (date pickers' shortcuts count China days, as the API does). */
export function chinaToday(now: number = Date.now()): string {
  return chinaText(now).slice(0, 10);
}
