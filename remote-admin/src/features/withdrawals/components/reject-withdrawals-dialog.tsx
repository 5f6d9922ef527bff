import { useEffect } from 'react';
import type { AdminWithdrawalBatchResult, AdminWithdrawalRow } from 'shared-contracts/admin';
import { adminWithdrawalRejectBody } from 'shared-contracts/admin/rules';
import { Form, Input, Typography, zodRule } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminWithdrawalsRejectMutation } from '../api/withdrawals-api';
import { isSiteEarnings, isSupplierPayable, rejectReturnText, rowsSentence } from '../hooks/withdrawals-params';

interface Props {
  /** The pending withdrawals to reject (one, or the batch), or null (closed). */
  rows: AdminWithdrawalRow[] | null;
  onClose: () => void;
  /** What the server did (done / skipped), once it answered. */
  onResult: (result: AdminWithdrawalBatchResult) => void;
}

const reasonRule = zodRule(adminWithdrawalRejectBody.shape.reason);

/**
 * 驳回 one withdrawal or a batch: the reason (2–200 characters) is what the applicant reads; the amount goes
 * back to where it came from — a member's available commission, a 分站's available earnings (its 站长's
 * application) or a 供货店铺's payable (its 负责人's, issue 33). A refusal keeps the dialog and the reason.
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
  const who = one && isSiteEarnings(one) ? `「${one.site_name}」站长 ${one.mobile}` : one && isSupplierPayable(one) ? `供货店铺「${one.shop_name ?? ''}」负责人 ${one.mobile}` : one?.mobile;
  const intro = one
    ? `将驳回 ${who} 的提现 ${yuanText(one.amount)}（支付宝 ${one.alipay_account}），${rejectReturnText(rows ?? [])}。`
    : rows
      ? `将驳回选中的 ${rowsSentence(rows)}，${rejectReturnText(rows)}。`
      : '';
  const readers = new Set((rows ?? []).map((row) => (isSiteEarnings(row) ? '站长' : isSupplierPayable(row) ? '供应商' : '用户')));
  const reader = readers.size === 1 ? [...readers][0] : readers.size === 0 ? '用户' : '申请人';

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
        <Form.Item label="驳回原因" name="reason" extra={`${reader}在提现记录中会看到这段原因。`} rules={[reasonRule]}>
          <Input.TextArea aria-label="驳回原因" rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
