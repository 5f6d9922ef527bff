import type { AdminGoods, AdminGoodsBody } from 'shared-contracts/admin';
import { Checkbox, Form, Input, InputNumber, Select } from 'shared-contracts/ui/more';
import { FormDrawer, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { ImagesField } from '../../../shared/image-field';
import { useAdminCategoriesQuery, useAdminCouriersQuery, useAdminCreateGoodsMutation, useAdminShopsQuery, useAdminUpdateGoodsMutation } from '../api/goods-api';

interface GoodsFormValues {
  name: string;
  price: number | null;
  weight_g: number | null;
  limit: number | null;
  stock: number | null;
  tag: string;
  courier_id?: number;
  shop_id?: number;
  city: string;
  category: string;
  /** stored picture addresses, the first is the cover */
  pics: string[];
  on_shelf: boolean;
}

const EMPTY: GoodsFormValues = { name: '', price: null, weight_g: null, limit: 0, stock: null, tag: '', city: '', category: '', pics: [], on_shelf: true };

const valuesOf = (goods: AdminGoods): GoodsFormValues => ({
  name: goods.name,
  price: goods.price,
  weight_g: goods.weight_g,
  limit: goods.limit,
  stock: goods.stock,
  tag: goods.tag,
  courier_id: goods.courier_id,
  shop_id: goods.shop_id,
  city: goods.city,
  category: goods.category,
  pics: goods.pics,
  on_shelf: goods.on_shelf,
});

const bodyOf = (values: GoodsFormValues): AdminGoodsBody => ({
  name: values.name.trim(),
  price: Number(values.price),
  weight_g: Number(values.weight_g),
  limit: Number(values.limit ?? 0),
  stock: Number(values.stock),
  tag: values.tag.trim(),
  courier_id: Number(values.courier_id),
  shop_id: Number(values.shop_id),
  city: values.city.trim(),
  category: values.category,
  pics: values.pics ?? [],
  on_shelf: values.on_shelf,
});

const twoDecimals = (value: unknown) => value === null || value === undefined || /^\d+(\.\d{1,2})?$/.test(String(value));

interface GoodsFormDrawerProps {
  /** null: closed; 'new': 新增商品; a goods: 编辑. */
  target: FormTarget<AdminGoods>;
  onClose: () => void;
}

/**
 * 新增商品 / 编辑 in a drawer: the API's fields, price in yuan with two decimals, Chinese validation. A refusal
 * keeps the drawer open with everything typed, and says the server's message above the form.
 */
export function GoodsFormDrawer({ target, onClose }: GoodsFormDrawerProps) {
  const [form] = Form.useForm<GoodsFormValues>();
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const couriers = useAdminCouriersQuery(undefined, { skip: target === null });
  const shops = useAdminShopsQuery(undefined, { skip: target === null });
  const categories = useAdminCategoriesQuery(undefined, { skip: target === null });
  const [create, creating] = useAdminCreateGoodsMutation();
  const [update, updating] = useAdminUpdateGoodsMutation();

  const save = (values: GoodsFormValues) => {
    const body = bodyOf(values);
    return upsert(body, create, update, '商品已创建', '商品已保存');
  };

  return (
    <FormDrawer
      {...shell}
      title={editing ? `编辑商品 #${editing.id}` : '新增商品'}
      saving={creating.isLoading || updating.isLoading}
      size={560}
    >
      <Form<GoodsFormValues> form={form} layout="vertical" name="goods" initialValues={EMPTY} onFinish={(values) => void save(values)}>
        <Form.Item label="商品名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入商品名称' }, { max: 100, message: '商品名称最多 100 个字' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="价格（元）"
          name="price"
          rules={[
            { required: true, message: '请输入价格' },
            { type: 'number', min: 0.01, message: '价格至少 0.01 元' },
            { validator: async (_, value) => (twoDecimals(value) ? undefined : Promise.reject(new Error('价格最多两位小数'))) },
          ]}
        >
          <InputNumber min={0} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="重量（克）" name="weight_g" rules={[{ required: true, message: '请输入重量' }, { type: 'integer', min: 0, message: '重量须为不小于 0 的整数' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="库存" name="stock" rules={[{ required: true, message: '请输入库存' }, { type: 'integer', min: 0, message: '库存须为不小于 0 的整数' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="限购（0 为不限）" name="limit" rules={[{ required: true, message: '请输入限购数量' }, { type: 'integer', min: 0, message: '限购须为不小于 0 的整数' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="快递" name="courier_id" rules={[{ required: true, message: '请选择快递' }]}>
          <Select placeholder="选择快递" loading={couriers.isFetching} options={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item label="供货店铺" name="shop_id" rules={[{ required: true, message: '请选择店铺' }]}>
          <Select placeholder="选择店铺" loading={shops.isFetching} options={(shops.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item label="发货城市（不带“市”）" name="city" rules={[{ required: true, whitespace: true, message: '请输入发货城市' }]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="分类" name="category">
          <Select options={[{ value: '', label: '不分类' }, ...(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))]} />
        </Form.Item>
        <Form.Item label="标签" name="tag">
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="商品图片" name="pics">
          <ImagesField purpose="goods" max={10} aria-label="商品图片" />
        </Form.Item>
        <Form.Item name="on_shelf" valuePropName="checked">
          <Checkbox>上架</Checkbox>
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
