import type { AdminBanner, AdminBannerBody } from 'shared-contracts/admin';
import { Form, Input, Switch } from 'shared-contracts/ui/more';
import { FormModal, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateBannerMutation, useAdminUpdateBannerMutation } from '../api/content-api';
import { siteLinkRule } from '../hooks/site-link-rule';

type BannerValues = Required<AdminBannerBody>;
const EMPTY: BannerValues = {
  image: '',
  url: '',
  btn_icon: '',
  btn_txt: '',
  is_on: true,
};
const valuesOf = (banner: AdminBanner): BannerValues => ({ image: banner.image, url: banner.url, btn_icon: banner.btn_icon, btn_txt: banner.btn_txt, is_on: banner.is_on });

interface BannerFormModalProps {
  /** null: closed; 'new': 新增轮播图; a banner: 编辑 */
  target: FormTarget<AdminBanner>;
  onClose: () => void;
}

/** 新增 / 编辑轮播图: picture (uploaded), link (site path or https://), button text and icon, 上架. A refusal keeps the dialog open. */
export function BannerFormModal({ target, onClose }: BannerFormModalProps) {
  const [form] = Form.useForm<BannerValues>();
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const [create, creating] = useAdminCreateBannerMutation();
  const [update, updating] = useAdminUpdateBannerMutation();

  const save = (values: BannerValues) => {
    const body: BannerValues = {
      ...values,
      url: values.url.trim(),
      btn_txt: values.btn_txt.trim(),
    };
    return upsert(body, create, update, '轮播图已创建', '轮播图已保存');
  };

  return (
    <FormModal
      {...shell}
      title={editing ? `编辑轮播图 #${editing.id}` : '新增轮播图'}
      saving={creating.isLoading || updating.isLoading}
      destroyOnHidden
    >
      <Form<BannerValues> form={form} layout="vertical" name="banner" initialValues={EMPTY} onFinish={(values) => void save(values)}>
        <Form.Item label="轮播图片（宽 1920 以内，建议 904×360）" name="image" rules={[{ required: true, message: '请上传轮播图片' }]}>
          <ImageField purpose="banner" aria-label="轮播图片" />
        </Form.Item>
        <Form.Item
          label="链接（站内路径如 /gift-list，或 https:// 地址；不填打开全部商品）"
          name="url"
          rules={[siteLinkRule]}
        >
          <Input maxLength={255} placeholder="/gift-list" />
        </Form.Item>
        <Form.Item label="按钮文字" name="btn_txt" rules={[{ max: 32, message: '按钮文字不能超过 32 个字' }]}>
          <Input maxLength={32} placeholder="立即选购" />
        </Form.Item>
        <Form.Item label="按钮图标（可选）" name="btn_icon">
          <ImageField purpose="banner" aria-label="按钮图标" />
        </Form.Item>
        <Form.Item label="上架" name="is_on" valuePropName="checked">
          <Switch checkedChildren="上架" unCheckedChildren="下架" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
