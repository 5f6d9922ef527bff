import { useEffect } from 'react';
import { ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN, type AdminAdjustmentRow } from 'shared-contracts/admin';
import { Form, Input, Typography } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminAdjustmentRejectMutation } from '../api/adjustments-api';
import { adjustmentSentence } from '../hooks/adjustments-params';

interface Props {
  /** The pending adjustment to reject, or null (closed). */
  row: AdminAdjustmentRow | null;
  onClose: () => void;
}

/** 驳回: asks the note (required); nothing is booked. A refusal keeps the dialog and what was typed. */
export function RejectDialog({ row, onClose }: Props) {
  const [form] = Form.useForm<{ note: string }>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose, '驳回失败，请稍后再试');
  const [reject, rejecting] = useAdminAdjustmentRejectMutation();

  useEffect(() => {
    if (row) reset();
  }, [row, reset]);

  const send = ({ note }: { note: string }) => (row ? submit(() => reject({ id: row.id, note: note.trim() }).unwrap(), '已驳回') : undefined);

  return (
    <FormModal
      title={row ? `驳回调整 #${row.id}` : '驳回调整'}
      open={Boolean(row)}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={rejecting.isLoading}
      refusal={refusal}
      refusalGap={12}
      okText="确认驳回"
      danger
      intro={row ? <Typography.Paragraph>{`${adjustmentSentence(row.mobile, row.direction, row.amount).replace('将为', '驳回后不会为')}（原因：${row.reason}）`}</Typography.Paragraph> : null}
    >
      <Form form={form} layout="vertical" name="reject-adjustment" onFinish={(values) => void send(values)}>
        <Form.Item
          label="驳回原因"
          name="note"
          rules={[
            { required: true, whitespace: true, message: '请填写驳回原因' },
            {
              min: ADJUSTMENT_REASON_MIN,
              max: ADJUSTMENT_REASON_MAX,
              message: `驳回原因应为 ${ADJUSTMENT_REASON_MIN}–${ADJUSTMENT_REASON_MAX} 个字`,
            },
          ]}
        >
          <Input.TextArea aria-label="驳回原因" rows={3} maxLength={ADJUSTMENT_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
