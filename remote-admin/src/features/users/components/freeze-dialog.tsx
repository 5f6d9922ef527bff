import { useEffect } from 'react';
import type { AdminUserDetail } from 'shared-contracts/admin';
import { Form, Input } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminUserFreezeMutation } from '../api/users-api';

interface Props {
  open: boolean;
  user: AdminUserDetail;
  onClose: () => void;
}

/** 冻结: asks the reason (required, shown to operators only); a refusal keeps the dialog and what was typed. */
export function FreezeDialog({ open, user, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose, '冻结失败，请稍后再试');
  const [freeze, freezing] = useAdminUserFreezeMutation();

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const send = ({ reason }: { reason: string }) => submit(() => freeze({ id: user.id, frozen: true, reason: reason.trim() }).unwrap(), '用户已冻结');

  return (
    <FormModal
      title={`冻结用户 ${user.username}`}
      open={open}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={freezing.isLoading}
      refusal={refusal}
      refusalGap={12}
      okText="确认冻结"
      danger
      intro={<p>冻结后该用户可以登录查看，但不能下单、提现。</p>}
    >
      <Form form={form} layout="vertical" name="freeze" onFinish={(values) => void send(values)}>
        <Form.Item
          label="冻结原因"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请填写冻结原因' },
            { max: 200, message: '冻结原因不能超过 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
