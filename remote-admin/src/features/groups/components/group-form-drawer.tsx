import { useEffect, useState } from 'react';
import type { AdminGroup, AdminGroupBody } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Alert, Drawer, Form, Input, InputNumber } from 'shared-contracts/ui/more';
import { useAdminCreateGroupMutation, useAdminUpdateGroupMutation } from '../api/groups-api';

interface GroupFormValues {
  name: string;
  price_percent: number | null;
  upgrade_amount: number | null;
}

const EMPTY: GroupFormValues = {
  name: '',
  price_percent: 100,
  upgrade_amount: null,
};
const twoDecimals = (value: unknown) => value === null || value === undefined || /^\d+(\.\d{1,2})?$/.test(String(value));

interface Props {
  /** null: closed; 'new': 新增等级; a group: 编辑 */
  target: AdminGroup | 'new' | null;
  onClose: () => void;
}

/**
 * 新增等级 / 编辑 in a drawer: name, discount (percent of the list price, 1–100) and the one top-up that
 * reaches the group (yuan; fixed at 0 for the default group). The server keeps the order (a higher
 * threshold never a worse discount): its refusal is said above the form, which keeps what was typed.
 */
export function GroupFormDrawer({ target, onClose }: Props) {
  const [form] = Form.useForm<GroupFormValues>();
  const [refusal, setRefusal] = useState('');
  const [create, creating] = useAdminCreateGroupMutation();
  const [update, updating] = useAdminUpdateGroupMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setRefusal('');
    form.resetFields();
    form.setFieldsValue(
      target === 'new'
        ? EMPTY
        : {
            name: target.name,
            price_percent: target.price_percent,
            upgrade_amount: target.upgrade_amount,
          },
    );
  }, [target, form]);

  const submit = async (values: GroupFormValues) => {
    setRefusal('');
    const body: AdminGroupBody = {
      name: values.name.trim(),
      price_percent: Number(values.price_percent),
      upgrade_amount: editing?.is_default ? 0 : Number(values.upgrade_amount),
    };
    try {
      if (editing) await update({ id: editing.id, body }).unwrap();
      else await create(body).unwrap();
      showNotice({
        level: 'success',
        text: editing ? '会员等级已保存' : '会员等级已创建',
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Drawer
      title={editing ? `编辑会员等级 · ${editing.name}` : '新增会员等级'}
      open={target !== null}
      onClose={onClose}
      size={480}
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={creating.isLoading || updating.isLoading} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form<GroupFormValues> form={form} layout="vertical" name="group" initialValues={EMPTY} onFinish={(values) => void submit(values)}>
        <Form.Item
          label="等级名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请填写等级名称' },
            { max: 32, message: '等级名称不能超过 32 个字' },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          label="折扣（标价的百分比）"
          name="price_percent"
          extra="商品按标价的这个百分比计价，100 为不打折，95 即九五折。"
          rules={[
            { required: true, message: '请填写折扣' },
            {
              type: 'integer',
              min: 1,
              max: 100,
              message: '折扣应为 1 到 100 之间的整数',
            },
          ]}
        >
          <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="充值门槛（元）"
          name="upgrade_amount"
          extra={editing?.is_default ? '默认等级的充值门槛固定为 0 元。' : '用户单笔充值达到这个金额即升到该等级；门槛更高的等级折扣不能更差。'}
          rules={
            editing?.is_default
              ? []
              : [
                  { required: true, message: '请填写充值门槛' },
                  { type: 'number', min: 0.01, message: '充值门槛应大于 0 元' },
                  {
                    validator: async (_, value) => (twoDecimals(value) ? undefined : Promise.reject(new Error('充值门槛最多两位小数'))),
                  },
                ]
          }
        >
          <InputNumber min={0} step={100} disabled={editing?.is_default} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
