import { useEffect, useState } from 'react';
import type { AdminSupplierApplicationRow, AdminSupplierApproveBody, AdminSupplierApproveResult } from 'shared-contracts/admin';
import { adminSupplierApproveBody } from 'shared-contracts/admin/rules';
import { Button, Modal } from 'shared-contracts/ui';
import { Descriptions, Form, Input, Radio, Result, Select, zodRule } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminApproveSupplierApplicationMutation, useAdminSupplierShopOptionsQuery } from '../api/suppliers-api';

interface Props {
  /** the application approved, or null (closed) */
  application: AdminSupplierApplicationRow | null;
  onClose: () => void;
}

type Mode = 'new' | 'existing';
interface Values {
  mode: Mode;
  shop_id?: number;
  new_shop_name: string;
}

/** The new shop's name, by the server's rule (required here: the field shows only when creating one). */
const newShopName = adminSupplierApproveBody.shape.new_shop_name.unwrap();

/**
 * 通过 (POST /api/admin/supplier-applications/:id/approve): the application's 供货店铺 — a new one named after the
 * company (proposed) or an existing one — then 确认通过, which makes the 负责人 account with the applicant's own mobile
 * and password and texts them. A refusal (a name taken, reviewed meanwhile …) keeps the choice as made.
 */
export function ApproveApplicationDialog({ application, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [approved, setApproved] = useState<AdminSupplierApproveResult | null>(null);
  const { refusal, reset, submit } = useRefusableSubmit(form, undefined, '审核失败，请稍后再试');
  const shops = useAdminSupplierShopOptionsQuery(undefined, { skip: application === null });
  const [approve, approving] = useAdminApproveSupplierApplicationMutation();
  const mode = Form.useWatch('mode', form);

  useEffect(() => {
    if (!application) return;
    setApproved(null);
    reset({ mode: 'new', new_shop_name: application.company_name.trim(), shop_id: undefined });
  }, [application, reset]);

  const send = (values: Values) => {
    if (!application) return;
    const body: AdminSupplierApproveBody = values.mode === 'new' ? { new_shop_name: values.new_shop_name.trim() } : { shop_id: Number(values.shop_id) };
    void submit(async () => setApproved(await approve({ id: application.id, body }).unwrap()), `已通过「${application.company_name}」的入驻申请`);
  };

  return (
    <Modal
      title={application ? `通过入驻申请 · ${application.company_name}` : '通过入驻申请'}
      open={application !== null}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
      footer={
        approved ? (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={approving.isLoading} onClick={() => form.submit()}>
              确认通过
            </Button>
          </>
        )
      }
    >
      {approved && application ? (
        <Result
          status="success"
          title="入驻申请已通过"
          subTitle={`已为 ${application.contact_name}（${application.mobile}）创建供货店铺「${approved.shop_name}」的负责人账号，并短信通知申请人：登录时选择「供应商」，用申请时的手机号和密码登录。`}
        />
      ) : null}
      <div hidden={Boolean(approved)}>
        {application ? (
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="公司名称">{application.company_name}</Descriptions.Item>
            <Descriptions.Item label="联系人">
              {application.contact_name} {application.mobile}
            </Descriptions.Item>
            <Descriptions.Item label="供货商品">{application.goods_desc}</Descriptions.Item>
          </Descriptions>
        ) : null}
        <RefusalAlert refusal={refusal} gap={12} />
        <Form<Values> form={form} layout="vertical" name="approve-application" onFinish={send}>
          <Form.Item label="供货店铺" name="mode">
            <Radio.Group
              options={[
                { value: 'new', label: '新建供货店铺' },
                { value: 'existing', label: '绑定已有店铺' },
              ]}
            />
          </Form.Item>
          {mode === 'existing' ? (
            <Form.Item label="已有店铺" name="shop_id" rules={[{ required: true, message: '请选择供货店铺' }]}>
              <Select
                aria-label="已有店铺"
                placeholder="选择供货店铺"
                showSearch={{ optionFilterProp: 'label' }}
                loading={shops.isFetching}
                options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
              />
            </Form.Item>
          ) : (
            <Form.Item label="新店铺名称" name="new_shop_name" extra="店铺的 Logo 与简介可稍后在「供货店铺」中补充。" rules={[zodRule(newShopName)]}>
              <Input aria-label="新店铺名称" maxLength={64} />
            </Form.Item>
          )}
        </Form>
      </div>
    </Modal>
  );
}
