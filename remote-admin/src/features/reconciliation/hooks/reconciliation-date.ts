import { useCallback } from 'react';
import { chinaText } from 'shared-contracts/china-time';
import { useSearchParams } from 'shared-contracts/router';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in China time, whatever the browser's zone. */
export const todayInChina = (now = Date.now()) => chinaText(now).slice(0, 10);

/** Yesterday in China time: the day the nightly job compares (each gateway's bill of a day is ready the next morning). */
export const yesterdayInChina = (now = Date.now()) => chinaText(now - DAY_MS).slice(0, 10);

/**
 * 对账's day in the URL (`?date=2026-11-25`); missing or malformed, yesterday (China time), as the server's default —
 * so 概览's link and a shared link show the day they named.
 */
export function useReconciliationDate() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('date') ?? '';
  const date = DAY.test(raw) ? raw : yesterdayInChina();
  const setDate = useCallback((next: string) => setSearch(new URLSearchParams({ date: next }), { replace: true }), [setSearch]);
  return { date, today: todayInChina(), setDate };
}
