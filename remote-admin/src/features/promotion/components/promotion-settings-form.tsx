import { useState } from 'react';
import { MoneyRulesTexts, WithdrawalAdminMessages } from 'shared-contracts/admin';
import { adminPromotionSettingsBody } from 'shared-contracts/admin/rules';
import { errorMessage } from 'shared-contracts/app';
import { Button, Modal, showNotice, Skeleton, Space } from 'shared-contracts/ui';
import { Alert, Card, Form, InputNumber, Result, Typography, zodRule } from 'shared-contracts/ui/more';
import { useFormFollowsData } from '../../../shared/form-follows-data';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminPromotionSettingsQuery, useAdminSavePromotionSettingsMutation, type PromotionSettingsBody } from '../api/promotion-api';
import { bodyOf, changesOf, valuesOf, type PromotionSettingsValues } from '../hooks/promotion-settings-values';
import { GroupRatesTable } from './group-rates-table';

const shape = adminPromotionSettingsBody.shape;
/** Required, then the contract's own rule and words. */
const rulesFor = (label: string, schema: Parameters<typeof zodRule>[0]) => [{ required: true, message: `请填写${label}` }, zodRule(schema)];

interface Confirming {
  body: PromotionSettingsBody;
  changes: string[];
}

/**
 * 推广设置 (issue 22): the commission rate (and each VIP group's own), the freeze before commission can be
 * withdrawn, the smallest withdrawal and how many a day. 保存 states what changes and that only later
 * orders are affected; a refusal is said above the form, which keeps what was typed. Without money.write
 * the form is shown read only.
 */
export function PromotionSettingsForm({ canWrite }: { canWrite: boolean }) {
  const settings = useAdminPromotionSettingsQuery();
  const [save, saving] = useAdminSavePromotionSettingsMutation();
  const [form] = Form.useForm<PromotionSettingsValues>();
  const { refusal, clear, submit } = useRefusableSubmit(form);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const loaded = settings.data;

  useFormFollowsData(form, loaded, valuesOf);

  const review = (values: PromotionSettingsValues) => {
    if (!loaded) return;
    clear();
    const body = bodyOf(values, loaded);
    const changes = changesOf(loaded, body);
    if (changes.length === 0) showNotice({ level: 'info', text: '没有修改' });
    else setConfirming({ body, changes });
  };

  const send = () => {
    if (!confirming) return;
    const { body } = confirming;
    setConfirming(null);
    void submit(() => save(body).unwrap(), WithdrawalAdminMessages.settingsSaved);
  };

  if (settings.error && !loaded) {
    return <Result status="warning" title={errorMessage(settings.error, '推广设置加载失败')} extra={<Button onClick={() => void settings.refetch()}>重试</Button>} />;
  }
  if (!loaded) return <Skeleton active />;

  return (
    <Card title="推广设置" aria-label="推广设置">
      {canWrite ? null : <Alert type="info" showIcon title="当前角色只能查看推广设置" style={{ marginBottom: 16 }} />}
      <RefusalAlert refusal={refusal} />
      <Form<PromotionSettingsValues> form={form} layout="vertical" name="promotion-settings" initialValues={valuesOf(loaded)} disabled={!canWrite} onFinish={review} style={{ maxWidth: 720 }}>
        <Space size="large" wrap align="start">
          <Form.Item label="佣金比例" name="rate" extra={MoneyRulesTexts.rateHint} rules={rulesFor('佣金比例', shape.rate)} validateFirst>
            <InputNumber aria-label="佣金比例" suffix="%" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="冻结天数" name="freeze_days" extra={MoneyRulesTexts.freezeHint} rules={rulesFor('冻结天数', shape.freeze_days)} validateFirst>
            <InputNumber aria-label="冻结天数" suffix="天" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="最低提现金额" name="withdraw_min" rules={rulesFor('最低提现金额', shape.withdraw_min)} validateFirst>
            <InputNumber aria-label="最低提现金额" suffix="元" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="每日提现次数" name="withdraw_daily_count" rules={rulesFor('每日提现次数', shape.withdraw_daily_count)} validateFirst>
            <InputNumber aria-label="每日提现次数" suffix="次" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item label="会员等级佣金比例" extra="留空的等级使用全站比例。">
          <GroupRatesTable groups={loaded.groups} />
        </Form.Item>
        {canWrite ? (
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            保存
          </Button>
        ) : null}
      </Form>
      <Modal title="确认保存推广设置" open={Boolean(confirming)} onOk={send} onCancel={() => setConfirming(null)} okText="确认保存" cancelText="取消">
        <div role="group" aria-label="确认修改">
          {confirming?.changes.map((line) => <div key={line}>{line}</div>)}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            修改后只影响之后的订单，已产生的佣金不变。
          </Typography.Paragraph>
        </div>
      </Modal>
    </Card>
  );
}
