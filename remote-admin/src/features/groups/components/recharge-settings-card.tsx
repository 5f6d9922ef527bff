import type { AdminRechargeChannel, AdminRechargeSettings, AdminRechargeSettingsBody } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton, Space } from 'shared-contracts/ui';
import { Card, Form, InputNumber, Result, Switch } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminRechargeSettingsQuery, useAdminSaveRechargeSettingsMutation } from '../api/groups-api';
import { Muted } from '../../../shared/muted-text';
import { useFormFollowsData } from '../../../shared/form-follows-data';

interface SettingsFormValues {
  quick_options: (number | null)[];
  min: number | null;
  max: number | null;
  allow_input: boolean;
  welfare: { amount: number | null; free: number | null }[];
  channels: AdminRechargeChannel[];
}

const valuesOf = (settings: AdminRechargeSettings): SettingsFormValues => ({
  ...settings,
  welfare: settings.welfare.map((row) => ({ ...row })),
  channels: settings.channels.map((c) => ({ ...c })),
});

/** The form → PUT /api/admin/recharge-settings: quick amounts sorted ascending; the server checks the rest. */
export const bodyOf = (values: SettingsFormValues): AdminRechargeSettingsBody => ({
  quick_options: values.quick_options.map(Number).sort((a, b) => a - b),
  min: Number(values.min),
  max: Number(values.max),
  allow_input: values.allow_input,
  welfare: values.welfare.map((row) => ({ amount: Number(row.amount), free: Number(row.free) })).sort((a, b) => a.amount - b.amount),
  channels: values.channels.map((c) => ({
    channel: c.channel,
    enabled: c.enabled,
  })),
});

const twoDecimals = async (_: unknown, value: unknown) =>
  value === null || value === undefined || /^\d+(\.\d{1,2})?$/.test(String(value)) ? undefined : Promise.reject(new Error('金额最多两位小数'));
const amountRules = (what: string) => [{ required: true, message: `请填写${what}` }, { type: 'number' as const, min: 0.01, message: `${what}应大于 0` }, { validator: twoDecimals }];

/**
 * 充值选项: what the user's top-up card offers (GET /api/user/recharge/info) — quick amounts, minimum and
 * maximum, whether a free amount may be typed, the top-up bonuses, and which payment channels are on. 保存
 * sends it all; a refusal is said above the form, which keeps what was typed.
 */
export function RechargeSettingsCard() {
  const settings = useAdminRechargeSettingsQuery();
  const [save, saving] = useAdminSaveRechargeSettingsMutation();
  const [form] = Form.useForm<SettingsFormValues>();
  const { refusal, submit } = useRefusableSubmit(form);

  useFormFollowsData(form, settings.data, valuesOf);

  const send = (values: SettingsFormValues) =>
    submit(() => {
      // the channel numbers are not fields: they come from the loaded settings, in the same order
      const channels = (values.channels ?? []).map((c, i) => ({ ...c, channel: settings.data?.channels[i]?.channel ?? c.channel }));
      return save(bodyOf({ ...values, channels })).unwrap();
    }, '充值设置已保存');

  const channels = Form.useWatch('channels', form) as AdminRechargeChannel[] | undefined;
  const allOff = (channels ?? []).length > 0 && (channels ?? []).every((c) => !c.enabled);

  return (
    <Card title="充值选项" aria-label="充值选项" style={{ marginTop: 24 }}>
      {settings.error && !settings.data ? (
        <Result status="warning" title={errorMessage(settings.error, '充值设置加载失败')} extra={<Button onClick={() => void settings.refetch()}>重试</Button>} />
      ) : !settings.data ? (
        <Skeleton active />
      ) : (
        <>
          <RefusalAlert refusal={refusal} />
          <Form<SettingsFormValues> form={form} layout="vertical" name="recharge-settings" initialValues={valuesOf(settings.data)} onFinish={(values) => void send(values)} style={{ maxWidth: 640 }}>
            <Form.Item label="快捷金额（元，保存时从小到大排列）" required>
              <Form.List name="quick_options">
                {(fields, { add, remove }) => (
                  <Space wrap>
                    {fields.map((field, index) => (
                      <Space.Compact key={field.key}>
                        <Form.Item name={field.name} noStyle rules={amountRules('快捷金额')}>
                          <InputNumber aria-label={`快捷金额 ${index + 1}`} min={0} style={{ width: 110 }} />
                        </Form.Item>
                        <Button aria-label={`删除快捷金额 ${index + 1}`} disabled={fields.length <= 1} onClick={() => remove(field.name)}>
                          ×
                        </Button>
                      </Space.Compact>
                    ))}
                    <Button type="dashed" disabled={fields.length >= 12} onClick={() => add(null)}>
                      添加金额
                    </Button>
                  </Space>
                )}
              </Form.List>
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item label="最低充值金额（元）" name="min" rules={amountRules('最低充值金额')}>
                <InputNumber min={0} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item label="最高充值金额（元）" name="max" rules={amountRules('最高充值金额')}>
                <InputNumber min={0} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item label="允许自定义金额" name="allow_input" valuePropName="checked">
                <Switch aria-label="允许自定义金额" checkedChildren="允许" unCheckedChildren="仅快捷金额" />
              </Form.Item>
            </Space>
            <Form.Item label="充值赠送（单笔充值达到门槛赠送，取达到的最高一档）">
              <Form.List name="welfare">
                {(fields, { add, remove }) => (
                  <>
                    {fields.length === 0 ? <Muted as="p">暂无充值赠送</Muted> : null}
                    {fields.map((field, index) => (
                      <Space key={field.key} align="baseline" wrap>
                        <span>充值满</span>
                        <Form.Item name={[field.name, 'amount']} rules={amountRules('赠送门槛')}>
                          <InputNumber aria-label={`赠送门槛 ${index + 1}`} min={0} style={{ width: 130 }} suffix="元" />
                        </Form.Item>
                        <span>赠送</span>
                        <Form.Item name={[field.name, 'free']} rules={amountRules('赠送金额')}>
                          <InputNumber aria-label={`赠送金额 ${index + 1}`} min={0} style={{ width: 130 }} suffix="元" />
                        </Form.Item>
                        <Button type="link" danger onClick={() => remove(field.name)}>
                          删除
                        </Button>
                      </Space>
                    ))}
                    <div>
                      <Button type="dashed" disabled={fields.length >= 20} onClick={() => add({ amount: null, free: null })}>
                        添加一档
                      </Button>
                    </div>
                  </>
                )}
              </Form.List>
            </Form.Item>
            <Form.Item label="支付方式" extra={allOff ? '支付方式全部关闭后，用户将无法在线充值。' : '关闭的支付方式不再在充值卡片中提供，也不再受理。'}>
              <Form.List name="channels">
                {(fields) => (
                  <Space size="large" wrap>
                    {fields.map((field) => (
                      <Space key={field.key}>
                        <span>{settings.data?.channels[field.name]?.name}</span>
                        <Form.Item name={[field.name, 'enabled']} valuePropName="checked" noStyle>
                          <Switch aria-label={`支付方式 ${settings.data?.channels[field.name]?.name ?? ''}`} checkedChildren="开" unCheckedChildren="关" />
                        </Form.Item>
                      </Space>
                    ))}
                  </Space>
                )}
              </Form.List>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving.isLoading}>
              保存
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
