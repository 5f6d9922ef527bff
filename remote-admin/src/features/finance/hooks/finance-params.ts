import { useCallback } from 'react';
import { chinaText } from 'shared-contracts/china-time';
import { useSearchParams } from 'shared-contracts/router';

export type FinanceView = 'day' | 'month';

/** Today and this month in China time, whatever the browser's zone. */
export const todayInChina = () => chinaText(Date.now()).slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/**
 * 财务报表's choice in the URL: `?view=month&month=2026-03` or `?date=2026-03-02` (日报, the default); a missing or
 * malformed day or month is today's or this month's (China time), so a shared link shows what it showed.
 */
export function useFinanceParams() {
  const [search, setSearch] = useSearchParams();
  const view: FinanceView = search.get('view') === 'month' ? 'month' : 'day';
  const today = todayInChina();
  const rawDate = search.get('date') ?? '';
  const rawMonth = search.get('month') ?? '';
  const date = DAY.test(rawDate) ? rawDate : today;
  const month = MONTH.test(rawMonth) ? rawMonth : today.slice(0, 7);
  const update = useCallback(
    (next: { view?: FinanceView; date?: string; month?: string }) => {
      const merged = { view, date: search.get('date') ?? undefined, month: search.get('month') ?? undefined, ...next };
      const params = new URLSearchParams();
      if (merged.view === 'month') {
        params.set('view', 'month');
        if (merged.month) params.set('month', merged.month);
      } else if (merged.date) params.set('date', merged.date);
      setSearch(params, { replace: true });
    },
    [search, setSearch, view]
  );
  return { view, date, month, today, update };
}
