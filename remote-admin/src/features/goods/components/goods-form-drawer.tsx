import { parseYuan } from 'shared-contracts';
import type { AdminGoods, AdminGoodsBody } from 'shared-contracts/admin';
import { Checkbox, Form, Input, InputNumber, Select } from 'shared-contracts/ui/more';
import { FormDrawer, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { ImagesField } from '../../../shared/image-field';
import { useAdminCategoriesQuery, useAdminCouriersQuery, useAdminCreateGoodsMutation, useAdminShopsQuery, useAdminUpdateGoodsMutation } from '../api/goods-api';

interface GoodsFormValues {
  name: string;
  price: number | null;
  /** 供货价 (issue 33), yuan: what the supplier is paid per parcel */
  supply_price: number | null;
  weight_g: number | null;
  limit: number | null;
  stock: number | null;
  /** 库存预警 (issue 33): at or below it the supplier's 工作台 warns */
  stock_warning: number | null;
  tag: string;
  courier_id?: number;
  shop_id?: number;
  city: string;
  category: string;
  /** stored picture addresses, the first is the cover */
  pics: string[];
  on_shelf: boolean;
}

const EMPTY: GoodsFormValues = { name: '', price: null, supply_price: null, weight_g: null, limit: 0, stock: null, stock_warning: 50, tag: '', city: '', category: '', pics: [], on_shelf: true };

const valuesOf = (goods: AdminGoods): GoodsFormValues => ({
  name: goods.name,
  price: goods.price,
  supply_price: goods.supply_price,
  weight_g: goods.weight_g,
  limit: goods.limit,
  stock: goods.stock,
  stock_warning: goods.stock_warning,
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
  supply_price: Number(values.supply_price),
  weight_g: Number(values.weight_g),
  limit: Number(values.limit ?? 0),
  stock: Number(values.stock),
  stock_warning: Number(values.stock_warning ?? 0),
  tag: values.tag.trim(),
  courier_id: Number(values.courier_id),
  shop_id: Number(values.shop_id),
  city: values.city.trim(),
  category: values.category,
  pics: values.pics ?? [],
  on_shelf: values.on_shelf,
});

const twoDecimals = (value: unknown) => value === null || value === undefined || /^\d+(\.\d{1,2})?$/.test(String(value));
/** A form's yuan number in whole fen (compared in fen, never as floats), or null when not one. */
const fenOf = (value: unknown) => (typeof value === 'number' ? parseYuan(value) : null);

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
        <Form.Item
          label="供货价（元）"
          name="supply_price"
          dependencies={['price']}
          extra="每个包裹付给供应商的金额，不能高于售价。"
          rules={[
            { required: true, message: '请输入供货价' },
            { type: 'number', min: 0, message: '供货价不能小于 0' },
            { validator: async (_, value) => (twoDecimals(value) ? undefined : Promise.reject(new Error('供货价最多两位小数'))) },
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                const price = fenOf(getFieldValue('price'));
                const supply = fenOf(value);
                if (price !== null && supply !== null && supply > price) throw new Error('商品售价不能低于供货价');
              },
            }),
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
        <Form.Item
          label="库存预警"
          name="stock_warning"
          extra="库存不高于此数时，供应商工作台提示补货。"
          rules={[{ required: true, message: '请输入库存预警' }, { type: 'integer', min: 0, message: '库存预警须为不小于 0 的整数' }]}
        >
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
