const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const CHINA_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A moment as China time text, `YYYY-MM-DD HH:mm:ss`, whatever the browser's time zone: the ledger's filters
 * are China time (the API), so the times shown and the export's cut-off are too. A moment the server already
 * wrote as China time text (`2026-11-23 08:00:00`, no zone) is shown as it is.
 */
export function chinaTime(moment: string | number | Date = Date.now()): string {
  if (typeof moment === 'string' && CHINA_TEXT.test(moment)) return moment;
  const ms = typeof moment === 'string' ? Date.parse(moment) : typeof moment === 'number' ? moment : moment.getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Today's date in China, `YYYY-MM-DD` (date pickers' shortcuts count China days, as the API does). */
export function chinaToday(now: number = Date.now()): string {
  return chinaTime(now).slice(0, 10);
}
