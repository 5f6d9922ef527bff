import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { loadUiExtra } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import { chinaToday } from '../../../utils/china-time';
import { rangeEnd, rangeStart } from '../utils/search-params';

/** antd's DatePicker comes with the on-demand UI chunk the list's table loads anyway. */
type AntRangePicker = Awaited<ReturnType<typeof loadUiExtra>>['DatePicker']['RangePicker'];
const RangePicker = lazy(async () => ({ default: (await loadUiExtra()).DatePicker.RangePicker })) as unknown as AntRangePicker;

export type TimeRangeValue = [Dayjs, Dayjs] | null;

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface TimeRangeProps {
  value?: TimeRangeValue;
  onChange?: (value: TimeRangeValue) => void;
  'aria-label'?: string;
}

/**
 * 下单时间: a range of moments (China time text, as the API takes it), the first day from 00:00:00 and the
 * last to 23:59:59 unless a time is picked; shortcuts count China days. A form control (value/onChange).
 */
export function TimeRange({ value, onChange, 'aria-label': label = '下单时间' }: TimeRangeProps) {
  const today = dayjs(chinaToday());
  const days = (from: Dayjs, to: Dayjs): [Dayjs, Dayjs] => [from.startOf('day'), to.endOf('day').millisecond(0)];
  const presets: { label: string; value: [Dayjs, Dayjs] }[] = [
    { label: '今天', value: days(today, today) },
    { label: '昨天', value: days(today.subtract(1, 'day'), today.subtract(1, 'day')) },
    { label: '近7天', value: days(today.subtract(6, 'day'), today) },
    { label: '近30天', value: days(today.subtract(29, 'day'), today) },
    { label: '本月', value: days(today.startOf('month'), today) },
  ];
  return (
    <Suspense fallback={<Input disabled placeholder="开始时间 ~ 结束时间" style={{ width: 350 }} />}>
      <RangePicker
        aria-label={label}
        style={{ width: 350 }}
        showTime={{ defaultValue: [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] }}
        format={FORMAT}
        placeholder={['开始时间', '结束时间']}
        value={value ?? null}
        presets={presets}
        disabledDate={(d) => d.isAfter(today, 'day')}
        onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
      />
    </Suspense>
  );
}

/** The URL's text (a day or a moment) as the picker's value. */
export function toRangeValue(start?: string, end?: string): TimeRangeValue {
  if (!start || !end) return null;
  return [dayjs(rangeStart(start)), dayjs(rangeEnd(end))];
}

/** The picker's value as the URL keeps it: a whole day as the day alone (`?start_time=2026-11-20`). */
export function fromRangeValue(value: TimeRangeValue): { start_time?: string; end_time?: string } {
  if (!value) return { start_time: undefined, end_time: undefined };
  const [start, end] = value;
  return {
    start_time: start.format('HH:mm:ss') === '00:00:00' ? start.format('YYYY-MM-DD') : start.format(FORMAT),
    end_time: end.format('HH:mm:ss') === '23:59:59' ? end.format('YYYY-MM-DD') : end.format(FORMAT),
  };
}
