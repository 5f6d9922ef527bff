import { useState } from 'react';
import { OpenApiMessages, type ApiSetting } from 'shared-contracts';
import { apiSettingBody } from 'shared-contracts/schemas';
import { Button, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Input, zodRule } from 'shared-contracts/ui/more';
import { useSaveApiSettingMutation } from '../api/api-setting';
import { whitelistOf, whitelistRule, whitelistText } from '../utils/ip-whitelist';
import { refusalOf } from '../utils/refusal';

interface Values {
  callback_url: string;
  ip_whitelist: string;
}

const valuesOf = (setting: ApiSetting): Values => ({ callback_url: setting.callback_url, ip_whitelist: whitelistText(setting.ip_whitelist) });

/**
 * 回调地址 and IP白名单, saved together with the switch as it is (one PUT). A refusal is shown above the
 * fields and what was typed stays; once saved, the fields show what the server kept.
 */
export function CallbackForm({ setting }: { setting: ApiSetting }) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveApiSettingMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const saved = await save({ enabled: setting.enabled, callback_url: values.callback_url.trim(), ip_whitelist: whitelistOf(values.ip_whitelist) }).unwrap();
      form.setFieldsValue(valuesOf(saved));
      showNotice({ level: 'success', text: OpenApiMessages.saved });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!setting.verified}
      initialValues={valuesOf(setting)}
      onFinish={(values) => void submit(values)}
      aria-label="回调与IP白名单"
      style={{ maxWidth: 640 }}
    >
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="callback_url"
        label="回调地址"
        extra="包裹出单、拒单退款等事件以 POST 推送到这个地址，须在 5 秒内应答 2xx，否则按退避间隔重试"
        rules={[zodRule(apiSettingBody.shape.callback_url)]}
      >
        <Input placeholder="https://your-system.example.com/gift/callback" allowClear />
      </Form.Item>
      <Form.Item name="ip_whitelist" label="IP白名单" extra="每行一个 IPv4/IPv6 地址或 CIDR（如 203.0.113.0/24）；留空为不限制" rules={[whitelistRule]}>
        <Input.TextArea rows={4} placeholder="留空为不限制" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        保存
      </Button>
    </Form>
  );
}
