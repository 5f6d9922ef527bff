import { useEffect, useState } from 'react';
import { SearchOutlined } from 'shared-contracts/icons/more';
import { Button } from 'shared-contracts/ui';
import { Form, Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { TEXT_MAX, type SearchFilters, type TextFilter } from '../utils/search-params';
import { fromRangeValue, TimeRange, toRangeValue, type TimeRangeValue } from './time-range';

const FIELDS: Record<TextFilter, { label: string; placeholder: string }> = {
  order_sn: { label: '订单号', placeholder: '请输入订单号' },
  shop_order: { label: '店铺订单号', placeholder: '请输入店铺订单号' },
  waybill_code: { label: '快递单号', placeholder: '请输入快递单号' },
  rec: { label: '收件人', placeholder: '姓名或手机号' },
  goods_name: { label: '商品名称', placeholder: '请输入商品名称' },
};

const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  margin-bottom: 16px;
  .ant-form-item {
    margin: 0;
  }
  .ant-form-item-label {
    width: 84px;
    text-align: right;
  }
  .search-text {
    width: 180px;
  }
  .search-actions {
    display: flex;
    gap: 8px;
  }
`;

type FormValues = Partial<Record<TextFilter, string>>;

interface OrderSearchProps {
  /** The text filters this list offers. */
  fields: readonly TextFilter[];
  /** What the URL holds now: the form follows it (back/forward, 重置, a link). */
  values: SearchFilters;
  /** 搜索: every offered filter, trimmed ('' = not set), and the time range. */
  onSearch: (values: SearchFilters) => void;
  onReset: () => void;
}

/**
 * The order and parcel lists' search: text filters and 下单时间, applied with 搜索 (or Enter) so typing asks
 * nothing; 重置 clears them. The status tabs are apart from it and apply at once.
 */
export function OrderSearch({ fields, values, onSearch, onReset }: OrderSearchProps) {
  const [form] = Form.useForm<FormValues>();
  // the range is held beside the form: rc-field-form's deep compare of two dayjs pairs warns falsely
  const [range, setRange] = useState<TimeRangeValue>(() => toRangeValue(values.start_time, values.end_time));
  const key = JSON.stringify(values);
  useEffect(() => {
    const current = JSON.parse(key) as SearchFilters;
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f, current[f] ?? ''])));
    setRange(toRangeValue(current.start_time, current.end_time));
  }, [form, key, fields]);

  const submit = (formValues: FormValues) => {
    const texts = Object.fromEntries(fields.map((f) => [f, (formValues[f] ?? '').trim()]));
    onSearch({ ...texts, ...fromRangeValue(range) });
  };

  return (
    <Form form={form} layout="inline" onFinish={submit} aria-label="搜索条件" role="search">
      <Grid>
        {fields.map((f) => (
          <Form.Item key={f} name={f} label={FIELDS[f].label}>
            <Input className="search-text" aria-label={FIELDS[f].label} placeholder={FIELDS[f].placeholder} allowClear maxLength={TEXT_MAX[f]} />
          </Form.Item>
        ))}
        <Form.Item label="下单时间">
          <TimeRange value={range} onChange={setRange} />
        </Form.Item>
        <div className="search-actions">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            搜索
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setRange(null);
              onReset();
            }}
          >
            重置
          </Button>
        </div>
      </Grid>
    </Form>
  );
}
