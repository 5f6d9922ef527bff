import { useEffect, useState } from 'react';
import type { AdminUserDetail } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Input } from 'shared-contracts/ui/more';
import { useAdminUserFreezeMutation } from '../api/users-api';

interface Props {
  open: boolean;
  user: AdminUserDetail;
  onClose: () => void;
}

/** 冻结: asks the reason (required, shown to operators only); a refusal keeps the dialog and what was typed. */
export function FreezeDialog({ open, user, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [refusal, setRefusal] = useState('');
  const [freeze, freezing] = useAdminUserFreezeMutation();

  useEffect(() => {
    if (!open) return;
    setRefusal('');
    form.resetFields();
  }, [open, form]);

  const submit = async ({ reason }: { reason: string }) => {
    setRefusal('');
    try {
      await freeze({
        id: user.id,
        frozen: true,
        reason: reason.trim(),
      }).unwrap();
      showNotice({ level: 'success', text: '用户已冻结' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '冻结失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={`冻结用户 ${user.username}`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认冻结"
      okButtonProps={{ danger: true, loading: freezing.isLoading }}
      cancelText="取消"
      forceRender
    >
      <p>冻结后该用户可以登录查看，但不能下单、提现。</p>
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" name="freeze" onFinish={(values) => void submit(values)}>
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
    </Modal>
  );
}
