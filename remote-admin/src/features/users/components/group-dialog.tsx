import { useEffect } from 'react';
import type { AdminUserDetail } from 'shared-contracts/admin';
import { Form, Select } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminGroupOptionsQuery, useAdminUserGroupMutation } from '../api/users-api';

interface Props {
  open: boolean;
  user: AdminUserDetail;
  onClose: () => void;
}

/** 修改等级: the user's site's groups as a select (groups are per site), the current one chosen; a refusal keeps the dialog open. */
export function GroupDialog({ open, user, onClose }: Props) {
  const [form] = Form.useForm<{ group_id: number }>();
  const { refusal, clear, submit } = useRefusableSubmit(form, onClose, '修改失败，请稍后再试');
  const groups = useAdminGroupOptionsQuery(user.site_id, { skip: !open });
  const [change, changing] = useAdminUserGroupMutation();

  useEffect(() => {
    if (!open) return;
    clear();
    form.setFieldsValue({ group_id: user.group_id });
  }, [open, form, clear, user.group_id]);

  const send = ({ group_id }: { group_id: number }) => {
    if (group_id !== user.group_id) {
      void submit(() => change({ id: user.id, group_id }).unwrap(), '会员等级已修改');
      return;
    }
    clear();
    onClose();
  };

  return (
    <FormModal title={`修改会员等级 · ${user.username}`} open={open} onClose={onClose} onSave={() => form.submit()} saving={changing.isLoading} refusal={refusal} refusalGap={12}>
      <Form form={form} layout="vertical" name="user-group" onFinish={send}>
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
    </FormModal>
  );
}
