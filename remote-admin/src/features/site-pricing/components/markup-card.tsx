import { useEffect } from 'react';
import { fen, formatYuan, goodsPrice, MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN } from 'shared-contracts';
import type { SitePricingSettings } from 'shared-contracts/admin';
import { markupPercent } from 'shared-contracts/admin/rules';
import { Button } from 'shared-contracts/ui';
import { Card, Form, InputNumber, Typography, zodRule } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { Muted } from '../../../shared/muted-text';
import { useSaveSitePricingMutation } from '../api/site-pricing-api';

interface MarkupValues {
  markup_percent: number | null;
}

/** The example the card prices: a goods the main site lists at 100.00 元. */
const EXAMPLE_LIST = fen(10000);

export const PRICE_RULE_TEXT = '售价 = 成本 ×（100% + 加价比例），四舍五入到分；单品可设固定售价（不低于成本）；会员等级折扣不会低于成本。';

/**
 * 全店加价: the cost the main site charges (read-only) and the owner's markup on it (0–300 %, whole numbers),
 * with the price rule and an example priced by it as typed. A refusal is said in the card, which keeps the input.
 */
export function MarkupCard({ pricing }: { pricing: SitePricingSettings }) {
  const [form] = Form.useForm<MarkupValues>();
  const { refusal, submit } = useRefusableSubmit(form);
  const [save, saving] = useSaveSitePricingMutation();
  const typed = Form.useWatch('markup_percent', form);

  useEffect(() => {
    form.setFieldsValue({ markup_percent: pricing.markup_percent });
  }, [pricing.markup_percent, form]);

  const valid = typeof typed === 'number' && markupPercent.safeParse(typed).success;
  const example = valid ? goodsPrice(EXAMPLE_LIST, { cost_percent: pricing.cost_percent, markup_percent: typed }, null) : null;

  return (
    <Card title="全店加价" role="region" aria-label="全店加价" style={{ marginBottom: 16 }}>
      <RefusalAlert refusal={refusal} />
      <Typography.Paragraph>
        成本比例：<strong>主站标价的 {pricing.cost_percent}%</strong>，由主站设定
      </Typography.Paragraph>
      <Form<MarkupValues>
        form={form}
        layout="inline"
        name="site-markup"
        initialValues={{ markup_percent: pricing.markup_percent }}
        onFinish={({ markup_percent }) => void submit(() => save({ markup_percent: Number(markup_percent) }).unwrap(), '加价比例已保存')}
      >
        <Form.Item label="加价比例" name="markup_percent" rules={[{ required: true, message: '请填写加价比例' }, zodRule(markupPercent)]}>
          <InputNumber<number> aria-label="加价比例" step={1} suffix="%" placeholder={`${MARKUP_PERCENT_MIN}–${MARKUP_PERCENT_MAX}`} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            保存
          </Button>
        </Form.Item>
      </Form>
      <Muted style={{ marginTop: 12 }}>{PRICE_RULE_TEXT}</Muted>
      {example?.cost != null ? (
        <Muted data-testid="markup-example">
          例：主站价 {formatYuan(EXAMPLE_LIST)} 元 → 成本 {formatYuan(example.cost)} 元 → 售价 {formatYuan(example.selling)} 元
        </Muted>
      ) : null}
    </Card>
  );
}
