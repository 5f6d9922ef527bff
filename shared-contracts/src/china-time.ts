/**
 * China time (UTC+8 all year: China has no daylight saving) worked out from a moment, whatever the zone
 * of the machine — the one place the offset is applied, for browsers and the server alike. Framework-free
 * and small, a plain subpath (`shared-contracts/china-time`, not a shared module): each package that uses
 * it bundles what it takes, and the first visit carries none of it.
 */
export const CHINA_OFFSET_MS = 28_800_000;
const DAY_MS = 86_400_000;

/** A moment: a Date, epoch milliseconds, or text `Date.parse` reads (ISO with its zone). */
export type Moment = Date | number | string;

const msOf = (moment: Moment) => (typeof moment === 'number' ? moment : typeof moment === 'string' ? Date.parse(moment) : moment.getTime());

/** `YYYY-MM-DD HH:mm:ss` in China ('' for a moment that cannot be read). */
export function chinaText(moment: Moment): string {
  const ms = msOf(moment);
  return Number.isNaN(ms) ? '' : new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The China calendar day a moment falls on, counted from 1970-01-01 (day numbers compare and step by 1). */
export const chinaDayNumber = (moment: Date | number) => Math.floor((msOf(moment) + CHINA_OFFSET_MS) / DAY_MS);

/** The first millisecond (00:00 China time) of day number `day`, as epoch milliseconds. */
export const chinaDayStart = (day: number) => day * DAY_MS - CHINA_OFFSET_MS;

/** 00:00 China time of the day a moment falls on. */
export const startOfChinaDay = (moment: Date | number) => new Date(chinaDayStart(chinaDayNumber(moment)));

/** 00:00 China time on the first of the month a moment falls in. */
export function startOfChinaMonth(moment: Date | number): Date {
  const china = new Date(msOf(moment) + CHINA_OFFSET_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

/** China time text as the API takes it: `YYYY-MM-DD HH:mm:ss`, or a bare date `YYYY-MM-DD`. */
export const CHINA_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * China time text (CHINA_TIME_PATTERN) → the moment; a bare date is its first millisecond, or its last with
 * `endOfDay`. Fields out of range roll over as `Date.UTC` does. Null for text of another shape.
 */
export function parseChinaTime(text: string, endOfDay = false): Date | null {
  const match = CHINA_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  const bare = match[4] === undefined;
  const [hh, mm, ss, ms] = bare ? (endOfDay ? [23, 59, 59, 999] : [0, 0, 0, 0]) : [h, mi, s, 0];
  return new Date(Date.UTC(y, mo - 1, d, hh, mm, ss, ms) - CHINA_OFFSET_MS);
}
