import type { HomeBlockName } from 'shared-contracts';
import { HOME_BLOCK_KINDS, type AdminAdvantageTile, type AdminHomeBlock, type AdminHomeBlockBody } from 'shared-contracts/admin';
import { Button, Space } from 'shared-contracts/ui';
import { Form, Input, InputNumber, Select, Switch } from 'shared-contracts/ui/more';
import { FormModal, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateHomeBlockMutation, useAdminUpdateHomeBlockMutation } from '../api/content-api';
import { siteLinkRule } from '../hooks/site-link-rule';

interface BlockValues {
  name: HomeBlockName;
  title: string;
  is_on: boolean;
  limit: number;
  tiles: AdminAdvantageTile[];
  image: string;
  url: string;
  height: number;
}

const EMPTY: BlockValues = { name: 'hot', title: '', is_on: true, limit: 10, tiles: [{ title: '', text: '' }], image: '', url: '', height: 120 };

const num = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored block → the form (what the storefront reads from `page`, by kind). */
export function valuesOf(block: AdminHomeBlock): BlockValues {
  const tiles = Array.isArray(block.page.data) ? (block.page.data as AdminAdvantageTile[]).map((t) => ({ title: str(t?.title), text: str(t?.text) })) : [];
  return {
    name: block.name,
    title: block.title,
    is_on: block.is_on,
    limit: num(block.page.params.limit, 10),
    tiles: tiles.length ? tiles : EMPTY.tiles,
    image: block.name === 'image' ? str(block.page.data) : '',
    url: str(block.page.params.url),
    height: num(block.page.style.height, 120),
  };
}

/** The form → the call's body: only the fields the kind uses. */
export function bodyOf(values: BlockValues, icon = ''): AdminHomeBlockBody {
  const common = { name: values.name, title: values.title.trim(), icon, is_on: values.is_on };
  switch (values.name) {
    case 'hot':
      return { ...common, limit: values.limit };
    case 'advantage':
      return { ...common, tiles: values.tiles.map((t) => ({ title: t.title.trim(), text: (t.text ?? '').trim() })) };
    case 'image':
      return { ...common, image: values.image, url: values.url.trim(), height: values.height };
    default:
      return common;
  }
}

const KIND_OPTIONS = (Object.keys(HOME_BLOCK_KINDS) as HomeBlockName[]).map((name) => ({ value: name, label: `${HOME_BLOCK_KINDS[name].label}（${name}）` }));

interface HomeBlockFormModalProps {
  /** null: closed; 'new': 新增区块; a block: 编辑 */
  target: FormTarget<AdminHomeBlock>;
  onClose: () => void;
}

/**
 * 新增 / 编辑首页区块: the kind, its title and, by kind, what it shows — 热销 how many goods, 平台优势 its tiles,
 * 图片广告 the picture, link and height; 显示 on or off. A refusal keeps the dialog open with what was typed.
 */
export function HomeBlockFormModal({ target, onClose }: HomeBlockFormModalProps) {
  const [form] = Form.useForm<BlockValues>();
  const name = Form.useWatch('name', form) ?? EMPTY.name;
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const [create, creating] = useAdminCreateHomeBlockMutation();
  const [update, updating] = useAdminUpdateHomeBlockMutation();

  const save = (values: BlockValues) => {
    const body = bodyOf({ ...EMPTY, ...values }, editing?.icon ?? '');
    return upsert(body, create, update, '区块已创建', '区块已保存');
  };

  return (
    <FormModal
      {...shell}
      title={editing ? `编辑区块 #${editing.id}` : '新增区块'}
      saving={creating.isLoading || updating.isLoading}
      destroyOnHidden
      width={640}
    >
      <Form<BlockValues> form={form} layout="vertical" name="home-block" initialValues={EMPTY} onFinish={(values) => void save(values)}>
        <Form.Item label="区块类型" name="name" extra={HOME_BLOCK_KINDS[name]?.hint} rules={[{ required: true, message: '请选择区块类型' }]}>
          <Select options={KIND_OPTIONS} aria-label="区块类型" />
        </Form.Item>
        <Form.Item label="标题（不填用默认标题）" name="title" rules={[{ max: 64, message: '区块标题不能超过 64 个字' }]}>
          <Input maxLength={64} placeholder={HOME_BLOCK_KINDS[name]?.label} />
        </Form.Item>
        {name === 'hot' ? (
          <Form.Item label="商品数量" name="limit" rules={[{ required: true, type: 'integer', min: 1, max: 50, message: '商品数量应在 1 到 50 之间' }]}>
            <InputNumber min={1} max={50} precision={0} />
          </Form.Item>
        ) : null}
        {name === 'advantage' ? (
          <Form.List name="tiles">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'title']}
                      rules={[
                        { required: true, whitespace: true, message: '请填写优势标题' },
                        { max: 16, message: '优势标题不能超过 16 个字' },
                      ]}
                    >
                      <Input placeholder="标题，如 一件代发" aria-label={`第 ${index + 1} 个优势标题`} maxLength={16} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'text']} rules={[{ max: 32, message: '优势说明不能超过 32 个字' }]}>
                      <Input placeholder="说明，如 一件起发 批量下单" aria-label={`第 ${index + 1} 个优势说明`} maxLength={32} />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button type="link" danger onClick={() => remove(field.name)}>
                        移除
                      </Button>
                    ) : null}
                  </Space>
                ))}
                {fields.length < 8 ? (
                  <Button onClick={() => add({ title: '', text: '' })} style={{ marginBottom: 16 }}>
                    添加优势图块
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
        ) : null}
        {name === 'image' ? (
          <>
            <Form.Item label="广告图片" name="image" rules={[{ required: true, message: '请上传广告图片' }]}>
              <ImageField purpose="banner" aria-label="广告图片" />
            </Form.Item>
            <Form.Item
              label="链接（站内路径或 https:// 地址；不填打开全部商品）"
              name="url"
              rules={[siteLinkRule]}
            >
              <Input maxLength={255} placeholder="/gift-list" />
            </Form.Item>
            <Form.Item label="图片高度（像素）" name="height" rules={[{ required: true, type: 'integer', min: 40, max: 600, message: '图片高度应在 40 到 600 之间' }]}>
              <InputNumber min={40} max={600} precision={0} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item label="显示" name="is_on" valuePropName="checked">
          <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
