import { useEffect } from 'react';
import type { AdminWithdrawalBatchResult, AdminWithdrawalRow } from 'shared-contracts/admin';
import { adminWithdrawalRejectBody } from 'shared-contracts/admin/rules';
import { Form, Input, Typography, zodRule } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminWithdrawalsRejectMutation } from '../api/withdrawals-api';
import { rowsSentence } from '../hooks/withdrawals-params';

interface Props {
  /** The pending withdrawals to reject (one, or the batch), or null (closed). */
  rows: AdminWithdrawalRow[] | null;
  onClose: () => void;
  /** What the server did (done / skipped), once it answered. */
  onResult: (result: AdminWithdrawalBatchResult) => void;
}

const reasonRule = zodRule(adminWithdrawalRejectBody.shape.reason);

/**
 * 驳回 one withdrawal or a batch: the reason (2–200 characters) is what the user reads; the amount goes
 * back to their available commission. A refusal keeps the dialog and the reason.
 */
export function RejectWithdrawalsDialog({ rows, onClose, onResult }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose, '驳回失败，请稍后再试');
  const [reject, rejecting] = useAdminWithdrawalsRejectMutation();

  useEffect(() => {
    if (rows) reset();
  }, [rows, reset]);

  const send = ({ reason }: { reason: string }) =>
    rows ? submit(async () => onResult(await reject({ ids: rows.map((r) => r.id), reason: reason.trim() }).unwrap()), '驳回已处理') : undefined;

  const one = rows?.length === 1 ? rows[0] : null;
  const intro = one
    ? `将驳回 ${one.mobile} 的提现 ${yuanText(one.amount)}（支付宝 ${one.alipay_account}），金额退回用户的可提现佣金。`
    : rows
      ? `将驳回选中的 ${rowsSentence(rows)}，金额退回各用户的可提现佣金。`
      : '';

  return (
    <FormModal
      title={rows && rows.length > 1 ? '批量驳回提现' : '驳回提现'}
      open={Boolean(rows)}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={rejecting.isLoading}
      refusal={refusal}
      refusalGap={12}
      okText="确认驳回"
      danger
      intro={rows ? <Typography.Paragraph>{intro}</Typography.Paragraph> : null}
    >
      <Form form={form} layout="vertical" name="reject-withdrawals" onFinish={(values) => void send(values)}>
        <Form.Item label="驳回原因" name="reason" extra="用户在提现记录中会看到这段原因。" rules={[reasonRule]}>
          <Input.TextArea aria-label="驳回原因" rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
