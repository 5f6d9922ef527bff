import { useEffect, useState } from 'react';
import type { AdminUserDetail } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Select } from 'shared-contracts/ui/more';
import { useAdminGroupOptionsQuery, useAdminUserGroupMutation } from '../api/users-api';

interface Props {
  open: boolean;
  user: AdminUserDetail;
  onClose: () => void;
}

/** 修改等级: the groups as a select, the user's current one chosen; a refusal keeps the dialog open. */
export function GroupDialog({ open, user, onClose }: Props) {
  const [form] = Form.useForm<{ group_id: number }>();
  const [refusal, setRefusal] = useState('');
  const groups = useAdminGroupOptionsQuery(undefined, { skip: !open });
  const [change, changing] = useAdminUserGroupMutation();

  useEffect(() => {
    if (!open) return;
    setRefusal('');
    form.setFieldsValue({ group_id: user.group_id });
  }, [open, form, user.group_id]);

  const submit = async ({ group_id }: { group_id: number }) => {
    setRefusal('');
    if (group_id === user.group_id) {
      onClose();
      return;
    }
    try {
      await change({ id: user.id, group_id }).unwrap();
      showNotice({ level: 'success', text: '会员等级已修改' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '修改失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={`修改会员等级 · ${user.username}`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      okButtonProps={{ loading: changing.isLoading }}
      cancelText="取消"
      forceRender
    >
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" name="user-group" onFinish={(values) => void submit(values)}>
        <Form.Item label="会员等级" name="group_id" rules={[{ required: true, message: '请选择会员等级' }]}>
          <Select
            loading={groups.isFetching}
            options={(groups.data ?? []).map((g) => ({
              value: g.id,
              label: g.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
