import { useEffect, type ReactNode } from 'react';
import type { OperatorRole } from 'shared-contracts/admin';
import { SearchOutlined } from 'shared-contracts/icons/more';
import { Button } from 'shared-contracts/ui';
import { Form, Input } from 'shared-contracts/ui/more';
import { DayRange, FilterBar } from 'shared-kits/list-page';
import { SiteFilter } from '../../../shared/site-filter';
import { TEXT_MAX, WHOLE_MOBILE, type OrderFilterValues, type SearchChange, type TextFilter } from '../hooks/orders-params';
import { CourierFilter } from './courier-filter';

/** Each text box: its name, its hint and (the console's own, issue 34) what it accepts before 搜索 asks. */
const FIELDS: Record<TextFilter, { label: string; placeholder: string; pattern?: RegExp; message?: string }> = {
  order_sn: { label: '订单号', placeholder: '订单号' },
  shop_order: { label: '店铺订单号', placeholder: '店铺订单号' },
  waybill_code: { label: '快递单号', placeholder: '快递单号' },
  rec: { label: '收件人', placeholder: '收件人姓名或手机号' },
  rec_mobile: { label: '收件人手机号', placeholder: '收件人完整手机号（11 位）', pattern: WHOLE_MOBILE, message: '请输入完整的 11 位手机号' },
  goods_name: { label: '商品名称', placeholder: '商品名称' },
  goods_id: { label: '商品 ID', placeholder: '商品 ID', pattern: /^[1-9]\d*$/, message: '商品 ID 应为数字' },
  mobile: { label: '会员手机号', placeholder: '会员手机号（完整或后 4 位）' },
};

type TextValues = Partial<Record<TextFilter, string>>;

interface OrderFiltersProps {
  /** the text filters this list offers, in order */
  fields: readonly TextFilter[];
  /** what the URL holds now: the form follows it (back / forward, 重置, a link) */
  values: OrderFilterValues;
  /** 搜索 (the texts, trimmed; '' = not set) or a choice applied at once (days, site, the list's own) */
  onChange: (change: SearchChange) => void;
  onReset: () => void;
  role: OperatorRole;
  /** the list's own choices (状态, 物流状态), first */
  children?: ReactNode;
}

/**
 * 订单与包裹's search, as the user centre's: the list's choices, 快递, 站点 (main-site operators only) and 下单时间 apply
 * at once; the texts — order, shop order and waybill numbers, recipient, the recipient's whole phone, goods name and
 * id, the member's mobile — with 搜索 (or Enter), so typing asks nothing, and a recipient's phone that is not a whole
 * number is said under its box and not asked; 重置 clears everything.
 */
export function OrderFilters({ fields, values, onChange, onReset, role, children }: OrderFiltersProps) {
  const [form] = Form.useForm<TextValues>();
  const key = JSON.stringify(fields.map((field) => values[field] ?? ''));
  useEffect(() => {
    const current = JSON.parse(key) as string[];
    form.setFieldsValue(Object.fromEntries(fields.map((field, index) => [field, current[index]])));
  }, [form, key, fields]);

  const search = (typed: TextValues) => onChange(Object.fromEntries(fields.map((field) => [field, (typed[field] ?? '').trim()])) as SearchChange);

  return (
    <Form form={form} layout="inline" onFinish={search} role="search" aria-label="搜索条件">
      <FilterBar style={{ marginBottom: 12 }}>
        {children}
        <CourierFilter value={values.courier_id} onChange={(courier_id) => onChange({ courier_id })} />
        <SiteFilter role={role} value={values.site_id} onChange={(site_id) => onChange({ site_id })} />
        <DayRange aria-label="下单时间" start={values.from} end={values.to} onChange={({ start_time, end_time }) => onChange({ from: start_time, to: end_time })} />
        {fields.map((field) => (
          <Form.Item key={field} name={field} style={{ margin: 0 }} rules={FIELDS[field].pattern ? [{ pattern: FIELDS[field].pattern, message: FIELDS[field].message, transform: (typed?: string) => typed?.trim() }] : undefined}>
            <Input aria-label={FIELDS[field].label} placeholder={FIELDS[field].placeholder} allowClear maxLength={TEXT_MAX[field]} style={{ width: 200 }} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          重置
        </Button>
      </FilterBar>
    </Form>
  );
}
