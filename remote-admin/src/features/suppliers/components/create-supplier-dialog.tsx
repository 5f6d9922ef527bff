import { useEffect, useState } from 'react';
import type { AdminSupplierBody, AdminSupplierCreated } from 'shared-contracts/admin';
import { adminSupplierBody } from 'shared-contracts/admin/rules';
import { Button, Modal } from 'shared-contracts/ui';
import { Form, Input, Radio, Result, Select, Typography, zodRule } from 'shared-contracts/ui/more';
import { SUPPLIER_ROLE_NAMES, type SupplierRole } from 'shared-contracts/supplier';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminCreateSupplierMutation, useAdminSupplierShopOptionsQuery } from '../api/suppliers-api';

interface Props {
  open: boolean;
  /** the 供货店铺 chosen in the list's filter, proposed */
  shopId?: number;
  onClose: () => void;
}

interface Values {
  shop_id?: number;
  mobile: string;
  name: string;
  role: SupplierRole;
}

const ROLE_OPTIONS = (Object.keys(SUPPLIER_ROLE_NAMES) as SupplierRole[]).map((value) => ({ value, label: SUPPLIER_ROLE_NAMES[value] }));

/**
 * 新建供应商账号 (POST /api/admin/suppliers): the 供货店铺, mobile, name and role (负责人 / 员工). The one-time password is
 * shown here once (and texted to the mobile); closing the dialog forgets it. A refusal (a mobile already a supplier's …)
 * keeps the form as typed.
 */
export function CreateSupplierDialog({ open, shopId, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<AdminSupplierCreated | null>(null);
  const { refusal, reset, submit } = useRefusableSubmit(form, undefined, '创建失败，请稍后再试');
  const shops = useAdminSupplierShopOptionsQuery(undefined, { skip: !open });
  const [create, creating] = useAdminCreateSupplierMutation();

  useEffect(() => {
    if (!open) return;
    setCreated(null);
    reset({ shop_id: shopId, mobile: '', name: '', role: 'staff' });
  }, [open, shopId, reset]);

  const close = () => {
    setCreated(null);
    onClose();
  };

  const send = (values: Values) => {
    const body: AdminSupplierBody = { shop_id: Number(values.shop_id), mobile: values.mobile.trim(), name: values.name.trim(), role: values.role };
    void submit(async () => setCreated(await create(body).unwrap()), `供应商账号「${body.name}」已创建`);
  };

  return (
    <Modal
      title="新建供应商账号"
      open={open}
      onCancel={close}
      forceRender
      mask={{ closable: false }}
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            我已记下，关闭
          </Button>
        ) : (
          <>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={creating.isLoading} onClick={() => form.submit()}>
              创建账号
            </Button>
          </>
        )
      }
    >
      {created ? (
        <Result
          status="success"
          title="供应商账号已创建"
          subTitle={`一次性密码已短信发送到 ${created.mobile}。它只在这里显示这一次，关闭后无法再查看；供应商登录时选择「供应商」，首次登录须修改密码。`}
          extra={
            <div role="group" aria-label="一次性密码">
              <Typography.Text code copyable={{ text: created.password }}>
                {created.password}
              </Typography.Text>
            </div>
          }
        />
      ) : null}
      <div hidden={Boolean(created)}>
        <RefusalAlert refusal={refusal} gap={12} />
        <Form<Values> form={form} layout="vertical" name="create-supplier" onFinish={send}>
          <Form.Item label="供货店铺" name="shop_id" rules={[{ required: true, message: '请选择供货店铺' }]}>
            <Select
              aria-label="供货店铺"
              placeholder="选择供货店铺"
              showSearch={{ optionFilterProp: 'label' }}
              loading={shops.isFetching}
              options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
            />
          </Form.Item>
          <Form.Item label="手机号" name="mobile" extra="供应商用它登录，在供应商中唯一。" rules={[zodRule(adminSupplierBody.shape.mobile)]}>
            <Input aria-label="手机号" maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item label="姓名" name="name" rules={[zodRule(adminSupplierBody.shape.name)]}>
            <Input aria-label="姓名" maxLength={30} />
          </Form.Item>
          <Form.Item label="角色" name="role" extra="负责人可设置收款账号、申请结算；员工负责商品、库存与发货。">
            <Radio.Group options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
