import type { Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { StoreMessages, STORE_SYNC_DEFAULT_DAYS, SYNC_MAX_DAYS } from 'shared-contracts';
import { loadUiExtra, Modal } from 'shared-contracts/ui';
import { Form, Input } from 'shared-contracts/ui/more';
import { chinaNow, SYNC_TIME_FORMAT } from './china-now';

/** antd's RangePicker comes with the on-demand UI chunk (the list pages load it anyway). */
type AntRangePicker = Awaited<ReturnType<typeof loadUiExtra>>['DatePicker']['RangePicker'];
const RangePicker = lazy(async () => ({ default: (await loadUiExtra()).DatePicker.RangePicker })) as unknown as AntRangePicker;

export type SyncRange = [Dayjs, Dayjs];

/** SPEC §9: the default range is the last 7 days, ending now. */
export const defaultSyncRange = (now = chinaNow()): SyncRange => [now.subtract(STORE_SYNC_DEFAULT_DAYS, 'day'), now];

/** SPEC §9's shortcuts: 今天 (since midnight), 昨天 (the whole day), 最近一周 (the last 7 days to now). */
export function syncRangePresets(now = chinaNow()): { label: string; value: SyncRange }[] {
  const yesterday = now.subtract(1, 'day');
  return [
    { label: '今天', value: [now.startOf('day'), now] },
    { label: '昨天', value: [yesterday.startOf('day'), yesterday.endOf('day').millisecond(0)] },
    { label: '最近一周', value: defaultSyncRange(now) },
  ];
}

/** The range's rules beyond "required": the end after the start, at most SYNC_MAX_DAYS. */
export function syncRangeProblem(range: SyncRange): string | null {
  const [from, to] = range;
  if (!to.isAfter(from)) return StoreMessages.rangeInvalid;
  if (to.diff(from, 'second') > SYNC_MAX_DAYS * 86400) return StoreMessages.rangeTooLong;
  return null;
}

interface SyncRangeDialogProps {
  open: boolean;
  shopName?: string;
  starting: boolean;
  onCancel: () => void;
  onSubmit: (range: SyncRange) => void;
}

/** 同步订单: the time range of the shop's orders to fetch (SPEC §5: a two-value range is required). */
export function SyncRangeDialog({ open, shopName, starting, onCancel, onSubmit }: SyncRangeDialogProps) {
  const [form] = Form.useForm<{ range: SyncRange | null }>();
  const now = chinaNow();
  return (
    <Modal
      open={open}
      title={shopName ? `同步订单：${shopName}` : '同步订单'}
      okText="开始同步"
      confirmLoading={starting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ range: defaultSyncRange(now) }}
        onFinish={({ range }) => range && onSubmit(range)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="range"
          label="订单时间"
          extra={`同步这段时间内下单的订单，最长${SYNC_MAX_DAYS}天`}
          rules={[
            {
              validator: async (_, value: SyncRange | null | undefined) => {
                if (!value?.[0] || !value[1]) throw new Error(StoreMessages.selectRange);
                const problem = syncRangeProblem(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <SyncRangePicker presets={syncRangePresets(now)} maxDate={now.endOf('day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface SyncRangePickerProps {
  value?: SyncRange | null;
  onChange?: (value: SyncRange | null) => void;
  presets: { label: string; value: SyncRange }[];
  maxDate: Dayjs;
  id?: string;
}

function SyncRangePicker({ value, onChange, presets, maxDate, id }: SyncRangePickerProps) {
  return (
    <Suspense fallback={<Input disabled placeholder="开始时间 ~ 结束时间" style={{ width: '100%' }} />}>
      <RangePicker
        id={id}
        aria-label="订单时间"
        style={{ width: '100%' }}
        showTime
        format={SYNC_TIME_FORMAT}
        placeholder={['开始时间', '结束时间']}
        value={value ?? null}
        presets={presets}
        disabledDate={(d) => d.isAfter(maxDate)}
        onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
      />
    </Suspense>
  );
}
