import { MoneyRulesTexts, type SiteSettingsView } from 'shared-contracts/admin';
import { siteSettingsBody } from 'shared-contracts/admin/rules';
import { Button } from 'shared-contracts/ui';
import { Alert, Card, Form, Input, InputNumber, zodRule } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useSaveSiteSettingsMutation } from '../api/site-settings-api';
import { bodyOf, valuesOf, type SettingsValues } from '../utils/settings-values';
import { ContactsField, FlagSwitches } from '../../../shared/site-fields';
import { useFormFollowsData } from '../../../shared/form-follows-data';

const rules = siteSettingsBody.shape;
const footer = rules.footer.unwrap().shape;

/**
 * 站点设置: the 分站's name, logo, contacts, hotline, QR code, footer, flags and 推广佣金比例, checked by the
 * server's own rules (siteSettingsBody) before sending. Empty texts mean the main site's. A refusal is said
 * above the form, which keeps what was typed; a save shows on the domain's next page load.
 */
export function SiteSettingsForm({ site }: { site: SiteSettingsView }) {
  const [form] = Form.useForm<SettingsValues>();
  const { refusal, submit } = useRefusableSubmit(form);
  const [save, saving] = useSaveSiteSettingsMutation();

  useFormFollowsData(form, site, valuesOf);

  const send = (values: SettingsValues) => {
    const body = bodyOf(values);
    const checked = siteSettingsBody.safeParse(body);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((issue) => ({ name: issue.path, errors: [issue.message] })) as Parameters<typeof form.setFields>[0]);
      return;
    }
    return submit(() => save(body).unwrap(), '站点设置已保存，下次打开本站页面生效');
  };

  return (
    <Card
      title="站点设置"
      role="region"
      aria-label="站点设置"
      extra={
        <Button type="primary" loading={saving.isLoading} onClick={() => form.submit()}>
          保存站点设置
        </Button>
      }
    >
      <Alert type="info" showIcon role="note" title="留空的 Logo、联系方式、客服热线、客服二维码内容和页脚沿用主站的设置。保存后，下次打开本站页面即生效。" style={{ marginBottom: 16 }} />
      <RefusalAlert refusal={refusal} />
      <Form<SettingsValues> form={form} layout="vertical" name="site-settings" initialValues={valuesOf(site)} onFinish={(values) => void send(values)} style={{ maxWidth: 760 }}>
        <Form.Item label="站点名称" name="site_name" rules={[zodRule(rules.site_name)]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="Logo" name="logo" extra="显示在顶栏左侧；留空沿用主站的 Logo。">
          <ImageField purpose="logo" aria-label="Logo" />
        </Form.Item>
        <ContactsField extra="会员在客服面板看到的联系方式；一个都不填则沿用主站的。" />
        <Form.Item label="客服热线" name="hotline" extra="留空沿用主站的。" rules={[zodRule(rules.hotline)]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="客服二维码内容" name="qrcode" extra="编码进客服二维码的文字，如企业微信客服链接；留空沿用主站的。" rules={[zodRule(rules.qrcode)]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item label="页脚版权信息" name={['footer', 'copyright']} extra="留空沿用主站的。" rules={[zodRule(footer.copyright)]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item label="备案号" name={['footer', 'icp']} extra="留空沿用主站的。" rules={[zodRule(footer.icp)]}>
          <Input maxLength={64} />
        </Form.Item>
        <FlagSwitches />
        <Form.Item
          label="推广佣金比例（%）"
          name="commission_rate"
          extra={MoneyRulesTexts.siteRateHint}
          rules={[{ required: true, message: '请填写推广佣金比例' }, zodRule(rules.commission_rate)]}
        >
          <InputNumber<number> aria-label="推广佣金比例" step={0.01} suffix="%" style={{ width: 180 }} />
        </Form.Item>
      </Form>
    </Card>
  );
}
