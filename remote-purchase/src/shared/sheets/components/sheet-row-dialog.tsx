import { useEffect } from 'react';
import { Modal } from 'shared-contracts/ui';
import { Form, Input } from 'shared-contracts/ui/more';
import type { SheetRecipient } from '../types';

export const SHEET_EDIT_FIELDS = [
  { name: 'shop_order', label: '订单号', max: 64 },
  { name: 'rec_name', label: '姓名', max: 32, required: '请输入收件人姓名' },
  { name: 'rec_mobile', label: '电话', max: 32, required: '请输入电话' },
  { name: 'rec_province', label: '省', max: 32, required: '请输入省' },
  { name: 'rec_city', label: '市', max: 32, required: '请输入市' },
  { name: 'rec_district', label: '区', max: 32 },
  { name: 'rec_address', label: '地址', max: 200, required: '请输入详细地址' },
] as const;

export type SheetRowPatch = Pick<SheetRecipient, (typeof SHEET_EDIT_FIELDS)[number]['name']>;

export interface SheetRowDialogProps {
  row: SheetRecipient | null;
  onSave: (row: number, patch: SheetRowPatch) => void;
  onClose: () => void;
}

/** 编辑 of an imported row (SPEC §2.9): 订单号, 姓名, 电话, 省, 市, 区, 地址. */
export function SheetRowDialog({ row, onSave, onClose }: SheetRowDialogProps) {
  const [form] = Form.useForm<SheetRowPatch>();
  useEffect(() => {
    if (row) form.setFieldsValue(Object.fromEntries(SHEET_EDIT_FIELDS.map((f) => [f.name, row[f.name]])) as SheetRowPatch);
  }, [row, form]);

  const save = async () => {
    if (!row) return;
    const values = await form.validateFields();
    const patch = Object.fromEntries(SHEET_EDIT_FIELDS.map((f) => [f.name, String(values[f.name] ?? '').trim()])) as SheetRowPatch;
    onSave(row.row, patch);
  };

  return (
    <Modal open={row !== null} title={row ? `编辑第${row.row}行` : '编辑'} okText="保存" cancelText="取消" onOk={() => void save().catch(() => undefined)} onCancel={onClose} forceRender destroyOnHidden={false}>
      <Form form={form} layout="horizontal" labelCol={{ flex: '64px' }} aria-label="编辑收件人">
        {SHEET_EDIT_FIELDS.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} rules={'required' in f ? [{ required: true, whitespace: true, message: f.required }] : []}>
            <Input maxLength={f.max} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
