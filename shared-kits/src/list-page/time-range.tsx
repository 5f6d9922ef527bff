import dayjs, { type Dayjs } from 'dayjs';
import { Suspense } from 'react';
import { Input } from 'shared-contracts/ui/more';
import { chinaToday, dayPresets, RangePicker, type RangeChange } from './day-range';

const MOMENT = 'YYYY-MM-DD HH:mm:ss';

/** The URL's text, a day (the whole day) or a moment, as the picker's first or last moment. */
const first = (text: string) => dayjs(text.length === 10 ? `${text} 00:00:00` : text);
const last = (text: string) => dayjs(text.length === 10 ? `${text} 23:59:59` : text);

/** A picked moment as the URL keeps it: a whole day's first or last moment as the day alone (`2026-11-20`). */
const textOf = (moment: Dayjs, wholeDay: string) => (moment.format('HH:mm:ss') === wholeDay ? moment.format('YYYY-MM-DD') : moment.format(MOMENT));

export interface TimeRangeProps {
  /** a day (YYYY-MM-DD, the whole day) or a moment (YYYY-MM-DD HH:mm:ss), China time, as the URL keeps it */
  start?: string;
  end?: string;
  onChange: (range: RangeChange) => void;
  'aria-label'?: string;
}

/**
 * A range of moments (the user centre's 下单时间): the first day from 00:00:00 and the last to 23:59:59 unless a
 * time is picked; the shortcuts are DayRange's, whole China days; no day after today.
 */
export function TimeRange({ start, end, onChange, 'aria-label': label = '起止时间' }: TimeRangeProps) {
  const today = chinaToday();
  const wholeDays = (from: Dayjs, to: Dayjs): [Dayjs, Dayjs] => [from.startOf('day'), to.endOf('day').millisecond(0)];
  return (
    <Suspense fallback={<Input disabled placeholder="开始时间 ~ 结束时间" style={{ width: 350 }} />}>
      <RangePicker
        aria-label={label}
        style={{ width: 350 }}
        showTime={{ defaultValue: [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] }}
        format={MOMENT}
        placeholder={['开始时间', '结束时间']}
        value={start && end ? [first(start), last(end)] : null}
        presets={dayPresets(today).map(({ label: name, value: [from, to] }) => ({ label: name, value: wholeDays(from, to) }))}
        disabledDate={(d) => d.isAfter(today, 'day')}
        onChange={(dates) =>
          onChange(
            dates?.[0] && dates[1]
              ? { start_time: textOf(dates[0], '00:00:00'), end_time: textOf(dates[1], '23:59:59') }
              : { start_time: undefined, end_time: undefined },
          )
        }
      />
    </Suspense>
  );
}
