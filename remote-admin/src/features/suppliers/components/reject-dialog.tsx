import { useEffect } from 'react';
import { supplierRejectReason } from 'shared-contracts/admin/rules';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';

interface RejectDialogProps {
  /** the dialog's title (驳回入驻申请 · 陈经理), or null when closed */
  title: string | null;
  /** what the reason is for and who reads it */
  intro: string;
  saving: boolean;
  /** sends the reason (trimmed); a refusal keeps the dialog and the reason as typed */
  onReject: (reason: string) => Promise<unknown>;
  /** the notice once rejected */
  done: string;
  onClose: () => void;
}

/** 驳回 with a reason of 2–200 characters (the server's rule and messages); 确认驳回 is the confirmation. */
export function RejectDialog({ title, intro, saving, onReject, done, onClose }: RejectDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose, '驳回失败，请稍后再试');
  useEffect(() => {
    if (title !== null) reset({ reason: '' });
  }, [title, reset]);

  return (
    <FormModal
      title={title ?? '驳回'}
      open={title !== null}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={saving}
      refusal={refusal}
      okText="确认驳回"
      danger
      intro={<p>{intro}</p>}
    >
      <Form<{ reason: string }> form={form} layout="vertical" name="reject" onFinish={(values) => void submit(() => onReject(values.reason.trim()), done)}>
        <Form.Item label="驳回原因" name="reason" rules={[zodRule(supplierRejectReason)]}>
          <Input.TextArea aria-label="驳回原因" rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
