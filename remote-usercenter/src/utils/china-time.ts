const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A moment as China time text, `YYYY-MM-DD HH:mm:ss`, whatever the browser's time zone: the ledger's filters
 * are China time (the API), so the times shown and the export's cut-off are too.
 */
export function chinaTime(moment: string | number | Date = Date.now()): string {
  const ms = typeof moment === 'string' ? Date.parse(moment) : typeof moment === 'number' ? moment : moment.getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
