import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { loadUiExtra } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import type { FinanceView } from '../hooks/finance-params';

/** antd's DatePicker is heavy: it comes with the on-demand UI chunk the report's tables load anyway. */
type AntDatePicker = Awaited<ReturnType<typeof loadUiExtra>>['DatePicker'];
const DatePicker = lazy(async () => ({ default: (await loadUiExtra()).DatePicker })) as unknown as AntDatePicker;

interface Props {
  view: FinanceView;
  /** YYYY-MM-DD (日报) or YYYY-MM (月报) */
  value: string;
  /** today in China time: nothing after it can be chosen */
  today: string;
  onChange: (value: string) => void;
}

/** The report's day or month (antd's zh_CN picker, never cleared, no day or month after today's). */
export function PeriodPicker({ view, value, today, onChange }: Props) {
  const month = view === 'month';
  return (
    <Suspense fallback={<Input disabled value={value} style={{ width: 150 }} />}>
      <DatePicker
        aria-label={month ? '月份' : '日期'}
        picker={month ? 'month' : 'date'}
        value={dayjs(month ? `${value}-01` : value)}
        allowClear={false}
        disabledDate={(d) => d.isAfter(dayjs(today), month ? 'month' : 'day')}
        onChange={(d) => {
          if (d) onChange(d.format(month ? 'YYYY-MM' : 'YYYY-MM-DD'));
        }}
        style={{ width: 150 }}
      />
    </Suspense>
  );
}
