import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { loadUiExtra } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';

/** antd's DatePicker is heavy: it comes with the on-demand UI chunk the differences table loads anyway. */
type AntDatePicker = Awaited<ReturnType<typeof loadUiExtra>>['DatePicker'];
const DatePicker = lazy(async () => ({ default: (await loadUiExtra()).DatePicker })) as unknown as AntDatePicker;

interface Props {
  /** YYYY-MM-DD */
  value: string;
  /** today in China time: later days cannot be chosen (today's own bill is partial: the gateways' are ready the next morning, the sandbox's at once) */
  today: string;
  onChange: (value: string) => void;
}

/** 对账日期 (antd's zh_CN picker, never cleared; today and before). */
export function DayPicker({ value, today, onChange }: Props) {
  return (
    <Suspense fallback={<Input disabled value={value} style={{ width: 150 }} />}>
      <DatePicker
        aria-label="对账日期"
        value={dayjs(value)}
        allowClear={false}
        disabledDate={(d) => d.isAfter(dayjs(today), 'day')}
        onChange={(d) => {
          if (d) onChange(d.format('YYYY-MM-DD'));
        }}
        style={{ width: 150 }}
      />
    </Suspense>
  );
}
