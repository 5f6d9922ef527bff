import { useEffect } from 'react';
import { RECONCILIATION_KIND_NAMES, ReconciliationMessages, type ReconciliationItemRow } from 'shared-contracts/admin';
import { reconciliationResolveBody } from 'shared-contracts/admin/rules';
import { Form, Input, Typography, zodRule } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminReconciliationResolveMutation } from '../api/reconciliation-api';

interface Props {
  /** The open difference to resolve, or null (closed). */
  item: ReconciliationItemRow | null;
  onClose: () => void;
}

const noteRule = zodRule(reconciliationResolveBody.shape.note);

/** 标记已处理: what was found out about the difference (required, up to 200 characters); a refusal keeps the dialog and the note. */
export function ResolveDialog({ item, onClose }: Props) {
  const [form] = Form.useForm<{ note: string }>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose, '操作失败，请稍后再试');
  const [resolve, resolving] = useAdminReconciliationResolveMutation();

  useEffect(() => {
    if (item) reset();
  }, [item, reset]);

  const send = ({ note }: { note: string }) =>
    item ? submit(() => resolve({ id: item.id, note: note.trim() }).unwrap(), ReconciliationMessages.resolved) : undefined;

  return (
    <FormModal
      title="标记已处理"
      open={Boolean(item)}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={resolving.isLoading}
      refusal={refusal}
      refusalGap={12}
      okText="确认"
      intro={
        item ? (
          <Typography.Paragraph>
            {item.gateway_name} · {RECONCILIATION_KIND_NAMES[item.kind]} · 商户订单号 {item.trade_no || '—'}
          </Typography.Paragraph>
        ) : null
      }
    >
      <Form form={form} layout="vertical" name="resolve-reconciliation" onFinish={(values) => void send(values)}>
        <Form.Item label="处理说明" name="note" extra="写明核实的结果与处理方式，将记入审计日志。" rules={[noteRule]}>
          <Input.TextArea aria-label="处理说明" rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
