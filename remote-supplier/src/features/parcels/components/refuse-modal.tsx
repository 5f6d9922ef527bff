import { useEffect, useState } from 'react';
import type { SupplierBatchResult } from 'shared-contracts/supplier';
import { supplierRefuseBody } from 'shared-contracts/supplier/rules';
import { errorMessage } from 'shared-contracts/app';
import { Modal } from 'shared-contracts/ui';
import { Alert, Form, Input, zodRule } from 'shared-contracts/ui/more';
import { useSupplierRefuseMutation } from '../api/parcels-api';

interface Values {
  reason: string;
}

/**
 * 无法发货 (POST /api/supplier/refuse): the chosen parcels with a reason (2–100 characters). Irreversible — the
 * parcels are refused through the refusal path, the merchants refunded and the stock given back — so the dialog
 * says so and its button is the confirmation. A refusal of the whole call stays in the dialog with the reason typed.
 */
export function RefuseModal({ parcelIds, onClose, onDone }: { parcelIds: number[] | null; onClose: () => void; onDone: (result: SupplierBatchResult) => void }) {
  const [form] = Form.useForm<Values>();
  const [refuse, { isLoading }] = useSupplierRefuseMutation();
  const [refusal, setRefusal] = useState('');
  const open = parcelIds !== null;

  useEffect(() => {
    if (!open) return;
    setRefusal('');
    form.resetFields();
  }, [open, form]);

  const submit = async ({ reason }: Values) => {
    if (!parcelIds) return;
    setRefusal('');
    try {
      const result = await refuse({ parcel_ids: parcelIds, reason: reason.trim() }).unwrap();
      onDone(result);
    } catch (error) {
      setRefusal(errorMessage(error, '操作失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={`无法发货（${parcelIds?.length ?? 0} 个包裹）`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认无法发货"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={isLoading}
      forceRender
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="此操作不可撤销"
        description="选中的包裹将标记为无法发货，商户的货款原路退回，库存退回商品。只有待发货的包裹会被处理。"
      />
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="无法发货">
        <Form.Item name="reason" label="无法发货原因" rules={[zodRule(supplierRefuseBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={100} showCount placeholder="例如：商品缺货、地址无法送达（2–100 个字）" aria-label="无法发货原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
