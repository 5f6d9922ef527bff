import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SMART_FILTER_LIMITS, type SmartFilterRules } from 'shared-contracts';
import { Button, Flex, showNotice } from 'shared-contracts/ui';
import { Input, Typography } from 'shared-contracts/ui/more';
import { filterValues } from '../../sheet-import';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;

export const RULE_FIELDS = [
  { key: 'remark_keywords', label: '备注关键词', hint: '备注或买家留言包含其中一个即去掉，如 不要赠品' },
  { key: 'buyer_names', label: '买家名', hint: '买家会员名与之完全一致即去掉' },
  { key: 'order_numbers', label: '订单号', hint: '订单号与之完全一致即去掉' },
] as const satisfies readonly { key: keyof SmartFilterRules; label: string; hint: string }[];

type Texts = Record<keyof SmartFilterRules, string>;
const textsOf = (rules: SmartFilterRules): Texts => ({
  remark_keywords: rules.remark_keywords.join('\n'),
  buyer_names: rules.buyer_names.join('\n'),
  order_numbers: rules.order_numbers.join('\n'),
});

export interface RulesPanelProps {
  rules: SmartFilterRules;
  /** Saves the rules (PUT); resolves once saved, rejects when not. */
  onSave: (rules: SmartFilterRules) => Promise<void>;
  saving: boolean;
  disabled?: boolean;
}

/** 筛选规则: three lists, one entry a line, kept for next time with 保存规则. */
export function RulesPanel({ rules, onSave, saving, disabled = false }: RulesPanelProps) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(rules));
  // the saved rules arriving (or changing) replace what is shown
  useEffect(() => setTexts(textsOf(rules)), [rules]);

  const save = () => {
    const next = {} as SmartFilterRules;
    for (const { key, label } of RULE_FIELDS) {
      const values = filterValues(texts[key]);
      const long = values.find((v) => v.length > SMART_FILTER_LIMITS.length);
      if (long || values.length > SMART_FILTER_LIMITS.entries) {
        showNotice({ level: 'warning', text: `${label}最多 ${SMART_FILTER_LIMITS.entries} 个，每个不超过 ${SMART_FILTER_LIMITS.length} 个字` });
        return;
      }
      next[key] = values;
    }
    void onSave(next).then(
      () => showNotice({ level: 'success', text: '筛选规则已保存，已按新规则重新筛选' }),
      () => undefined,
    );
  };

  return (
    <Flex vertical gap={8} aria-label="筛选规则" role="group">
      <Typography.Text strong>筛选规则（保存后下次自动使用）</Typography.Text>
      <Fields>
        {RULE_FIELDS.map(({ key, label, hint }) => (
          <label key={key}>
            <Typography.Text>{label}</Typography.Text>
            <Input.TextArea
              aria-label={label}
              placeholder={`${hint}；一行一个`}
              rows={3}
              value={texts[key]}
              disabled={disabled}
              onChange={(e) => setTexts((now) => ({ ...now, [key]: e.target.value }))}
            />
          </label>
        ))}
      </Fields>
      <Flex justify="flex-end">
        <Button onClick={save} loading={saving} disabled={disabled}>
          保存规则
        </Button>
      </Flex>
    </Flex>
  );
}
