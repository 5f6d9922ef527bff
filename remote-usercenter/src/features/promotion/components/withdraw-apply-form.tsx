import { useSubmissionKey } from 'shared-contracts/app';
import { useState } from 'react';
import {
  fenToYuan,
  parseYuan,
  withdrawBelowMin,
  withdrawDailyLimit,
  WithdrawMessages,
  type SpreadSummary,
  type WithdrawAccount,
  type WithdrawRules,
} from 'shared-contracts';
import { Button, showNotice } from 'shared-contracts/ui';
import { withdrawPasswordBody } from 'shared-contracts/schemas';
import { Alert, Form, zodRule } from 'shared-contracts/ui/more';
import { useApplyWithdrawalMutation } from '../api/withdraw';
import { amountRule } from '../utils/amount-rule';
import { yuan, yuanInText } from '../../../utils/yuan';
import { AmountField } from './amount-field';
import { Refusal, refusalText } from './refusal';
import { WithdrawPasswordInput } from 'shared-kits/sms-code';

interface ApplyValues {
  amount: number | null;
  password: string;
}

export const APPLY_RETRY_TEXT = '网络异常，提现申请可能未提交。请点击“确认提现”重试，不会重复提现';

interface WithdrawApplyFormProps {
  account: WithdrawAccount;
  summary: SpreadSummary;
  rules: WithdrawRules;
  onApplied: () => void;
}

/**
 * The application: 可提现 ¥x, the account it goes to, the amount (全部 fills in all) and the withdrawal
 * password; 确认提现 sends it with the submission's Idempotency-Key. A refusal is shown here and what was
 * typed stays.
 */
export function WithdrawApplyForm({ account, summary, rules, onApplied }: WithdrawApplyFormProps) {
  const [form] = Form.useForm<ApplyValues>();
  const [apply, { isLoading }] = useApplyWithdrawalMutation();
  const submission = useSubmissionKey();
  const [problem, setProblem] = useState<string | null>(null);
  const noneLeft = rules.left_today <= 0;

  const submit = async ({ amount, password }: ApplyValues) => {
    const body = { amount: fenToYuan(parseYuan(amount ?? 0)!), password };
    const idempotencyKey = submission.keyFor(body);
    setProblem(null);
    try {
      await apply({ body, idempotencyKey }).unwrap();
      submission.settled();
      showNotice({ level: 'success', text: WithdrawMessages.applied });
      onApplied();
    } catch (error) {
      submission.settled(error);
      setProblem(refusalText(error, APPLY_RETRY_TEXT));
    }
  };

  return (
    <Form<ApplyValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="申请提现">
      <p>
        可提现佣金：
        <strong data-testid="withdraw-available">¥{yuan(summary.available)}</strong>
      </p>
      <p>
        提现到：支付宝 {account.account}（{account.name}）
      </p>
      {account.locked_until ? (
        <Alert type="warning" showIcon title={`提现密码错误次数过多，${account.locked_until} 前不能提现`} style={{ marginBottom: 16 }} />
      ) : null}
      {noneLeft ? <Alert type="warning" showIcon title={withdrawDailyLimit(rules.daily_count)} style={{ marginBottom: 16 }} /> : null}
      <Refusal text={problem} />
      <Form.Item
        name="amount"
        label="提现金额"
        extra={`单次不低于 ¥${yuanInText(rules.min)}，今天还可提现 ${Math.max(0, rules.left_today)} 次`}
        rules={[
          amountRule('提现金额', {
            min: rules.min,
            minText: withdrawBelowMin(yuanInText(rules.min)),
            max: summary.available,
            maxText: WithdrawMessages.availableShort,
          }),
        ]}
      >
        <AmountField all={summary.available} label="提现金额" />
      </Form.Item>
      <Form.Item name="password" label="提现密码" rules={[zodRule(withdrawPasswordBody.shape.password)]}>
        <WithdrawPasswordInput label="提现密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading} disabled={noneLeft}>
        确认提现
      </Button>
    </Form>
  );
}
