import type { AdminGroup, AdminGroupBody } from 'shared-contracts/admin';
import { Form, Input, InputNumber } from 'shared-contracts/ui/more';
import { FormDrawer, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
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
const valuesOf = (group: AdminGroup): GroupFormValues => ({ name: group.name, price_percent: group.price_percent, upgrade_amount: group.upgrade_amount });
const twoDecimals = (value: unknown) => value === null || value === undefined || /^\d+(\.\d{1,2})?$/.test(String(value));

interface Props {
  /** null: closed; 'new': 新增等级; a group: 编辑 */
  target: FormTarget<AdminGroup>;
  onClose: () => void;
}

/**
 * 新增等级 / 编辑 in a drawer: name, discount (percent of the list price, 1–100) and the one top-up that
 * reaches the group (yuan; fixed at 0 for the default group). The server keeps the order (a higher
 * threshold never a worse discount): its refusal is said above the form, which keeps what was typed.
 */
export function GroupFormDrawer({ target, onClose }: Props) {
  const [form] = Form.useForm<GroupFormValues>();
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const [create, creating] = useAdminCreateGroupMutation();
  const [update, updating] = useAdminUpdateGroupMutation();

  const save = (values: GroupFormValues) => {
    const body: AdminGroupBody = {
      name: values.name.trim(),
      price_percent: Number(values.price_percent),
      upgrade_amount: editing?.is_default ? 0 : Number(values.upgrade_amount),
    };
    return upsert(body, create, update, '会员等级已创建', '会员等级已保存');
  };

  return (
    <FormDrawer
      {...shell}
      title={editing ? `编辑会员等级 · ${editing.name}` : '新增会员等级'}
      saving={creating.isLoading || updating.isLoading}
      size={480}
      forceRender
    >
      <Form<GroupFormValues> form={form} layout="vertical" name="group" initialValues={EMPTY} onFinish={(values) => void save(values)}>
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
    </FormDrawer>
  );
}
