import { LRUCache } from 'lru-cache';
import type { ShopAuthorization } from '../shop-platform';

/**
 * How the adapters turn the sync's pages (a range of time, a page of 200) into a platform's: its page size, its
 * longest range, and the windows' totals each platform counts.
 */

/**
 * The largest page size the platform takes that divides the sync's page size, so one page of ours is a
 * whole number of the platform's pages (200 → 2 × 100).
 */
export function platformPageSize(pageSize: number, max: number): number {
  for (let size = Math.min(pageSize, max); size > 1; size -= 1) if (pageSize % size === 0) return size;
  return 1;
}

/** A span of time [from, to) in epoch milliseconds. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** [start, end) cut into spans of at most `spanMs` (the longest range the platform's order search takes). */
export function timeWindows(start: Date, end: Date, spanMs: number): TimeWindow[] {
  const windows: TimeWindow[] = [];
  for (let from = start.getTime(); from < end.getTime(); from += spanMs) windows.push({ from, to: Math.min(from + spanMs, end.getTime()) });
  return windows;
}

/** A window in epoch seconds, both ends inclusive as the platforms take them: it ends the second before `to`. */
export const inclusiveSeconds = (window: TimeWindow) => {
  const start = Math.floor(window.from / 1000);
  return { start, end: Math.max(start, Math.ceil(window.to / 1000) - 1) };
};

/** A sync's query for one page of orders. */
export interface PageQuery {
  start: Date;
  end: Date;
  page: number;
  pageSize: number;
}

/**
 * One adapter's paging when the platform's order search takes one time window at a time and tells each window's total
 * (拼多多, 京东, 小红书): each window's total is asked once (a page of one) and kept ten minutes, by shop, token and window,
 * while a sync pages through the same range; then only the platform's pages that hold our page's rows are fetched,
 * at most `maxPage` a page.
 */
export function windowPager<T>(spanMs: number, maxPage: number) {
  const counts = new LRUCache<string, number>({ max: 5000, ttl: 10 * 60_000 });
  return async (
    auth: ShopAuthorization,
    { start, end, page, pageSize }: PageQuery,
    fetchPage: (window: TimeWindow, page: number, size: number) => Promise<{ rows: T[]; total: number }>,
  ): Promise<{ rows: T[]; total: number }> => {
    const windows = timeWindows(start, end, spanMs);
    const size = platformPageSize(pageSize, maxPage);
    const countKey = (window: TimeWindow) => `${auth.shopId}|${auth.accessToken}|${window.from}|${window.to}`;
    const totals: number[] = [];
    for (const window of windows) {
      let count = counts.get(countKey(window));
      if (count === undefined) {
        count = (await fetchPage(window, 1, 1)).total;
        counts.set(countKey(window), count);
      }
      totals.push(count);
    }
    const total = totals.reduce((sum, n) => sum + n, 0);
    const first = (page - 1) * pageSize;
    const last = Math.min(total, first + pageSize);
    const rows: T[] = [];
    let base = 0;
    for (let i = 0; i < windows.length && base < last; base += totals[i], i += 1) {
      const from = Math.max(first - base, 0);
      const to = Math.min(last - base, totals[i]);
      if (to <= from) continue;
      for (let p = Math.floor(from / size); p * size < to; p += 1) {
        const { rows: got } = await fetchPage(windows[i], p + 1, size);
        rows.push(...got.slice(Math.max(0, from - p * size), to - p * size));
        if (got.length < size) break;
      }
    }
    return { rows, total };
  };
}
