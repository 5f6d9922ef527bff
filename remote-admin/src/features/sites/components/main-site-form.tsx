import { REMOTE_LABELS, type AdminMainSite } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { Card, Form, Input } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useAdminSaveMainSiteMutation } from '../api/sites-api';
import { brandBodyOf, brandValuesOf, ContactsField, FlagSwitches, type BrandValues } from '../../../shared/site-fields';
import { Muted } from '../../../shared/muted-text';
import { useFormFollowsData } from '../../../shared/form-follows-data';

/**
 * 主站设置: the main site's name, logo, contacts, hotline, QR code, footer and flags — what every domain
 * no sub-station claims shows. A save shows on the next page load (every server process); a refusal is
 * said above the form, which keeps what was typed. The remotes it mounts are shown, not edited.
 */
export function MainSiteForm({ site }: { site: AdminMainSite }) {
  const [form] = Form.useForm<BrandValues>();
  const { refusal, submit } = useRefusableSubmit(form);
  const [save, saving] = useAdminSaveMainSiteMutation();

  useFormFollowsData(form, site, brandValuesOf);

  const send = (values: BrandValues) => submit(() => save(brandBodyOf(values)).unwrap(), '主站设置已保存，下次打开页面生效');

  return (
    <Card
      title="主站设置"
      aria-label="主站设置"
      role="region"
      extra={
        <Button type="primary" loading={saving.isLoading} onClick={() => form.submit()}>
          保存主站设置
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <Muted style={{ marginBottom: 16 }}>
        没有分站使用的域名都显示主站。保存后，下次打开页面即生效，无需重启。更新于 {site.updated_at}。
        挂载的模块：
        <Space size={4} wrap>
          {site.remotes.map((name) => (
            <Tag key={name}>{REMOTE_LABELS[name]}</Tag>
          ))}
        </Space>
      </Muted>
      <RefusalAlert refusal={refusal} />
      <Form<BrandValues> form={form} layout="vertical" name="main-site" initialValues={brandValuesOf(site)} onFinish={(values) => void send(values)} style={{ maxWidth: 760 }}>
        <Form.Item
          label="站点名称"
          name="site_name"
          rules={[
            { required: true, whitespace: true, message: '请填写站点名称' },
            { max: 64, message: '站点名称不能超过 64 个字' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="Logo" name="logo" extra="显示在顶栏左侧。">
          <ImageField purpose="logo" aria-label="Logo" />
        </Form.Item>
        <ContactsField />
        <Form.Item label="客服热线" name="hotline" rules={[{ max: 32, message: '客服热线不能超过 32 个字' }]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="客服二维码内容" name="qrcode" extra="编码进客服二维码的文字，如企业微信客服链接。" rules={[{ max: 255, message: '客服二维码内容不能超过 255 个字' }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item label="页脚版权信息" name={['footer', 'copyright']} rules={[{ max: 128, message: '版权信息不能超过 128 个字' }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item label="备案号" name={['footer', 'icp']} rules={[{ max: 64, message: '备案号不能超过 64 个字' }]}>
          <Input maxLength={64} />
        </Form.Item>
        <FlagSwitches />
      </Form>
    </Card>
  );
}
