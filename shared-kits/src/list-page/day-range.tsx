import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { chinaText } from 'shared-contracts/china-time';
import { loadUiExtra } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';

/** antd's DatePicker is heavy: it comes with the on-demand UI chunk a list's table loads anyway. */
type AntRangePicker = Awaited<ReturnType<typeof loadUiExtra>>['DatePicker']['RangePicker'];
export const RangePicker = lazy(async () => ({ default: (await loadUiExtra()).DatePicker.RangePicker })) as unknown as AntRangePicker;

const DAY = 'YYYY-MM-DD';

/** Today in China, whatever the browser's zone: the shortcuts and the last day offered count China days. */
export const chinaToday = () => dayjs(chinaText(Date.now()).slice(0, 10));

/** The usual shortcuts, in China days: 今天, 昨天, 近7天, 本月, 近30天. */
export function dayPresets(today: Dayjs): { label: string; value: [Dayjs, Dayjs] }[] {
  return [
    { label: '今天', value: [today, today] },
    { label: '昨天', value: [today.subtract(1, 'day'), today.subtract(1, 'day')] },
    { label: '近7天', value: [today.subtract(6, 'day'), today] },
    { label: '本月', value: [today.startOf('month'), today] },
    { label: '近30天', value: [today.subtract(29, 'day'), today] },
  ];
}

/** A range's two ends as a list's params keep them (`start_time` / `end_time`, whatever the list names them). */
export interface RangeChange {
  start_time?: string;
  end_time?: string;
}

export interface DayRangeProps {
  /** YYYY-MM-DD, as the URL keeps it */
  start?: string;
  end?: string;
  onChange: (range: RangeChange) => void;
  'aria-label'?: string;
}

/**
 * A list's date filter: whole China days, inclusive, in antd's (zh_CN) range picker with the usual
 * shortcuts counted in China days (whatever the browser's zone); no day after today. One control for
 * every list that filters by day (资金明细, 审计日志, 资金调整).
 */
export function DayRange({ start, end, onChange, 'aria-label': label = '起止日期' }: DayRangeProps) {
  const today = chinaToday();
  return (
    <Suspense fallback={<Input disabled placeholder="开始日期 ~ 结束日期" style={{ width: 260 }} />}>
      <RangePicker
        aria-label={label}
        value={start && end ? [dayjs(start), dayjs(end)] : null}
        presets={dayPresets(today)}
        allowEmpty={[false, false]}
        disabledDate={(d) => d.isAfter(today, 'day')}
        onChange={(dates) => onChange({ start_time: dates?.[0]?.format(DAY), end_time: dates?.[1]?.format(DAY) })}
      />
    </Suspense>
  );
}
