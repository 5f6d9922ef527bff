import { useEffect, useState } from 'react';
import type { AdminShop, AdminShopBody } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Alert, Drawer, Form, Input } from 'shared-contracts/ui/more';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateShopMutation, useAdminUpdateShopMutation } from '../api/catalogue-api';

interface ShopFormValues {
  name: string;
  logo: string;
  intro: string;
}

const EMPTY: ShopFormValues = { name: '', logo: '', intro: '' };

interface Props {
  /** null: closed; 'new': 新增店铺; a shop: 编辑. */
  target: AdminShop | 'new' | null;
  onClose: () => void;
}

/** 新增店铺 / 编辑 in a drawer: name, logo (uploaded), introduction. A refusal keeps what was typed and says why. */
export function ShopFormDrawer({ target, onClose }: Props) {
  const [form] = Form.useForm<ShopFormValues>();
  const [refusal, setRefusal] = useState('');
  const [create, creating] = useAdminCreateShopMutation();
  const [update, updating] = useAdminUpdateShopMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setRefusal('');
    form.resetFields();
    form.setFieldsValue(target === 'new' ? EMPTY : { name: target.name, logo: target.logo, intro: target.intro });
  }, [target, form]);

  const submit = async (values: ShopFormValues) => {
    setRefusal('');
    const body: AdminShopBody = {
      name: values.name.trim(),
      logo: values.logo ?? '',
      intro: values.intro.trim(),
    };
    try {
      if (editing) await update({ id: editing.id, body }).unwrap();
      else await create(body).unwrap();
      showNotice({
        level: 'success',
        text: editing ? '店铺已保存' : '店铺已创建',
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Drawer
      title={editing ? `编辑店铺 #${editing.id}` : '新增店铺'}
      open={target !== null}
      onClose={onClose}
      size={520}
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
      <Form<ShopFormValues> form={form} layout="vertical" name="shop" initialValues={EMPTY} onFinish={(values) => void submit(values)}>
        <Form.Item
          label="店铺名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请填写店铺名称' },
            { max: 64, message: '店铺名称不能超过 64 个字' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="店铺标志" name="logo">
          <ImageField purpose="logo" aria-label="店铺标志" />
        </Form.Item>
        <Form.Item label="店铺简介" name="intro" rules={[{ max: 2000, message: '店铺简介不能超过 2000 个字' }]}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
