import { MoneyRulesMessages, MoneyRulesTexts, type AdminMoneyRules, type AdminMoneyRulesBody } from 'shared-contracts/admin';
import { adminMoneyRulesBody } from 'shared-contracts/admin/rules';
import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton, Space } from 'shared-contracts/ui';
import { Card, Form, InputNumber, Result, Typography, zodRule } from 'shared-contracts/ui/more';
import { useFormFollowsData } from '../../../shared/form-follows-data';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { useAdminMoneyRulesQuery, useAdminSaveMoneyRulesMutation } from '../api/money-rules-api';

const shape = adminMoneyRulesBody.shape;

const rulesValuesOf = (rules: AdminMoneyRules): AdminMoneyRulesBody => ({
  payout_review_threshold: rules.payout_review_threshold,
  group_discount_floor: rules.group_discount_floor,
});

/**
 * 资金安全 (issue 35, admin only): the amount above which a withdrawal needs two different approvers and the floor of
 * member groups' discounts, with who set them last. A refusal is said above the form, which keeps what was typed.
 */
export function MoneyRulesCard() {
  const rules = useAdminMoneyRulesQuery();
  const [save, saving] = useAdminSaveMoneyRulesMutation();
  const [form] = Form.useForm<AdminMoneyRulesBody>();
  const { refusal, submit } = useRefusableSubmit(form);
  const loaded = rules.data;

  useFormFollowsData(form, loaded, rulesValuesOf);

  if (rules.error && !loaded)
    return (
      <Result status="warning" title={errorMessage(rules.error, '资金安全设置加载失败')} extra={<Button onClick={() => void rules.refetch()}>重试</Button>} />
    );
  if (!loaded) return <Skeleton active />;

  const onFinish = (values: AdminMoneyRulesBody) =>
    void submit(
      () => save({ payout_review_threshold: Number(values.payout_review_threshold), group_discount_floor: Number(values.group_discount_floor) }).unwrap(),
      MoneyRulesMessages.saved,
    );

  return (
    <Card title={MoneyRulesTexts.cardTitle} aria-label={MoneyRulesTexts.cardTitle} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{MoneyRulesTexts.cardHint}</Typography.Paragraph>
      <RefusalAlert refusal={refusal} />
      <Form<AdminMoneyRulesBody> form={form} layout="vertical" name="money-rules" initialValues={rulesValuesOf(loaded)} onFinish={onFinish} style={{ maxWidth: 720 }}>
        <Space size="large" wrap align="start">
          <Form.Item
            label={MoneyRulesTexts.threshold}
            name="payout_review_threshold"
            rules={[{ required: true, message: `请填写${MoneyRulesTexts.threshold}` }, zodRule(shape.payout_review_threshold)]}
            validateFirst
          >
            <InputNumber aria-label={MoneyRulesTexts.threshold} suffix="元" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label={MoneyRulesTexts.floor}
            name="group_discount_floor"
            extra={MoneyRulesTexts.floorExtra}
            rules={[{ required: true, message: `请填写${MoneyRulesTexts.floor}` }, zodRule(shape.group_discount_floor)]}
            validateFirst
          >
            <InputNumber aria-label={MoneyRulesTexts.floor} suffix="%" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary">
          {loaded.updated_by_name && loaded.updated_at ? MoneyRulesTexts.lastSet(loaded.updated_by_name, loaded.updated_at) : MoneyRulesTexts.neverSet}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
