const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An ISO moment as China time, `YYYY-MM-DD HH:mm`, whatever the browser's time zone ('' if unreadable). */
export function chinaMinute(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
