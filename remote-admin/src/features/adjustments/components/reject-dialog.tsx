import { useEffect, useState } from 'react';
import { ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN, type AdminAdjustmentRow } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Input, Typography } from 'shared-contracts/ui/more';
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
  const [refusal, setRefusal] = useState('');
  const [reject, rejecting] = useAdminAdjustmentRejectMutation();

  useEffect(() => {
    if (!row) return;
    setRefusal('');
    form.resetFields();
  }, [row, form]);

  const submit = async ({ note }: { note: string }) => {
    if (!row) return;
    setRefusal('');
    try {
      await reject({ id: row.id, note: note.trim() }).unwrap();
      showNotice({ level: 'success', text: '已驳回' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '驳回失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={row ? `驳回调整 #${row.id}` : '驳回调整'}
      open={Boolean(row)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认驳回"
      okButtonProps={{ danger: true, loading: rejecting.isLoading }}
      cancelText="取消"
      forceRender
    >
      {row ? <Typography.Paragraph>{`${adjustmentSentence(row.mobile, row.direction, row.amount).replace('将为', '驳回后不会为')}（原因：${row.reason}）`}</Typography.Paragraph> : null}
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" name="reject-adjustment" onFinish={(values) => void submit(values)}>
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
    </Modal>
  );
}
