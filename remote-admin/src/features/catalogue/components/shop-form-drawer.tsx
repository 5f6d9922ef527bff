import type { AdminShop, AdminShopBody } from 'shared-contracts/admin';
import { Form, Input } from 'shared-contracts/ui/more';
import { FormDrawer, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateShopMutation, useAdminUpdateShopMutation } from '../api/catalogue-api';

interface ShopFormValues {
  name: string;
  logo: string;
  intro: string;
}

const EMPTY: ShopFormValues = { name: '', logo: '', intro: '' };
const valuesOf = (shop: AdminShop): ShopFormValues => ({ name: shop.name, logo: shop.logo, intro: shop.intro });

interface Props {
  /** null: closed; 'new': 新增店铺; a shop: 编辑. */
  target: FormTarget<AdminShop>;
  onClose: () => void;
}

/** 新增店铺 / 编辑 in a drawer: name, logo (uploaded), introduction. A refusal keeps what was typed and says why. */
export function ShopFormDrawer({ target, onClose }: Props) {
  const [form] = Form.useForm<ShopFormValues>();
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const [create, creating] = useAdminCreateShopMutation();
  const [update, updating] = useAdminUpdateShopMutation();

  const save = (values: ShopFormValues) => {
    const body: AdminShopBody = {
      name: values.name.trim(),
      logo: values.logo ?? '',
      intro: values.intro.trim(),
    };
    return upsert(body, create, update, '店铺已创建', '店铺已保存');
  };

  return (
    <FormDrawer
      {...shell}
      title={editing ? `编辑店铺 #${editing.id}` : '新增店铺'}
      saving={creating.isLoading || updating.isLoading}
      size={520}
    >
      <Form<ShopFormValues> form={form} layout="vertical" name="shop" initialValues={EMPTY} onFinish={(values) => void save(values)}>
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
    </FormDrawer>
  );
}
