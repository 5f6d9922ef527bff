import { useEffect, useState } from 'react';
import type { AdminBanner, AdminBannerBody } from 'shared-contracts/admin';
import { ContentMessages } from 'shared-contracts/admin';
import { isSiteLink } from 'shared-contracts/admin/rules';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Input, Switch } from 'shared-contracts/ui/more';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateBannerMutation, useAdminUpdateBannerMutation } from '../api/content-api';

type BannerValues = Required<AdminBannerBody>;
const EMPTY: BannerValues = {
  image: '',
  url: '',
  btn_icon: '',
  btn_txt: '',
  is_on: true,
};

interface BannerFormModalProps {
  /** null: closed; 'new': 新增轮播图; a banner: 编辑 */
  target: AdminBanner | 'new' | null;
  onClose: () => void;
}

/** 新增 / 编辑轮播图: picture (uploaded), link (site path or https://), button text and icon, 上架. A refusal keeps the dialog open. */
export function BannerFormModal({ target, onClose }: BannerFormModalProps) {
  const [form] = Form.useForm<BannerValues>();
  const [refusal, setRefusal] = useState('');
  const [create, creating] = useAdminCreateBannerMutation();
  const [update, updating] = useAdminUpdateBannerMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setRefusal('');
    form.resetFields();
    form.setFieldsValue(
      target === 'new'
        ? EMPTY
        : {
            image: target.image,
            url: target.url,
            btn_icon: target.btn_icon,
            btn_txt: target.btn_txt,
            is_on: target.is_on,
          }
    );
  }, [target, form]);

  const submit = async (values: BannerValues) => {
    setRefusal('');
    const body: BannerValues = {
      ...values,
      url: values.url.trim(),
      btn_txt: values.btn_txt.trim(),
    };
    try {
      if (editing) await update({ id: editing.id, body }).unwrap();
      else await create(body).unwrap();
      showNotice({
        level: 'success',
        text: editing ? '轮播图已保存' : '轮播图已创建',
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={editing ? `编辑轮播图 #${editing.id}` : '新增轮播图'}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={creating.isLoading || updating.isLoading}
      destroyOnHidden
      forceRender
    >
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form<BannerValues> form={form} layout="vertical" name="banner" initialValues={EMPTY} onFinish={(values) => void submit(values)}>
        <Form.Item label="轮播图片（宽 1920 以内，建议 904×360）" name="image" rules={[{ required: true, message: '请上传轮播图片' }]}>
          <ImageField purpose="banner" aria-label="轮播图片" />
        </Form.Item>
        <Form.Item
          label="链接（站内路径如 /gift-list，或 https:// 地址；不填打开全部商品）"
          name="url"
          rules={[
            {
              validator: async (_, value?: string) => (!value?.trim() || isSiteLink(value.trim()) ? undefined : Promise.reject(new Error(ContentMessages.linkInvalid))),
            },
          ]}
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
    </Modal>
  );
}
