import { useState } from 'react';
import { fen, fenToYuan, parseYuan } from 'shared-contracts';
import { SiteConsoleMessages, type SiteWithdrawAccount } from 'shared-contracts/admin';
import { siteWithdrawApplyBody } from 'shared-contracts/admin/rules';
import { errorMessage, outcomeUnknown, type useSubmissionKey } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Form, InputNumber, zodRule, type FormRule } from 'shared-contracts/ui/more';
import { FormModal } from '../../../shared/form-drawer';
import { useApplySiteWithdrawalMutation } from '../api/site-earnings-api';
import { yuan } from '../utils/yuan';
import { WithdrawPasswordInput } from 'shared-kits/sms-code';

interface ApplyValues {
  amount: number | null;
  password: string;
}

export const APPLY_RETRY_TEXT = '网络异常，提现申请可能未提交。请再次点击“确认提现”重试，不会重复提现';

/** The amount's rule, compared in fen: at least the minimum, at most what is available. */
const amountRule = (min: number, available: number): FormRule => ({
  validator: async (_rule, value: number | null | undefined) => {
    const amount = value === null || value === undefined ? null : parseYuan(value);
    if (amount === null || amount <= 0) throw new Error('请输入提现金额（最多两位小数）');
    if (amount < (parseYuan(min) ?? 0)) throw new Error(SiteConsoleMessages.withdrawBelowMin(yuan(min)));
    if (amount > (parseYuan(available) ?? 0)) throw new Error(SiteConsoleMessages.availableShort);
  },
});

interface WithdrawApplyDialogProps {
  account: SiteWithdrawAccount;
  available: number;
  /** the page's submission keys: a press sending what an unanswered one sent reuses its key, even after reopening */
  submission: ReturnType<typeof useSubmissionKey>;
  onClose: () => void;
}

/**
 * 申请提现: the amount (全部 fills in what is available; at least the minimum) and the withdrawal password,
 * sent with the submission's Idempotency-Key. No answer: pressing 确认提现 again is safe (same key); a refusal
 * is said in the dialog, which keeps what was typed. Mounted while open.
 */
export function WithdrawApplyDialog({ account, available, submission, onClose }: WithdrawApplyDialogProps) {
  const [form] = Form.useForm<ApplyValues>();
  const [apply, { isLoading }] = useApplySiteWithdrawalMutation();
  const [refusal, setRefusal] = useState('');

  const send = async ({ amount, password }: ApplyValues) => {
    const body = { amount: fenToYuan(parseYuan(amount ?? 0) ?? fen(0)), password };
    const idempotencyKey = submission.keyFor(body);
    setRefusal('');
    try {
      await apply({ body, idempotencyKey }).unwrap();
      submission.settled();
      showNotice({ level: 'success', text: '提现申请已提交，等待主站财务审核' });
      onClose();
    } catch (error) {
      submission.settled(error);
      setRefusal(outcomeUnknown(error) ? APPLY_RETRY_TEXT : errorMessage(error, '提现申请失败，请稍后再试'));
    }
  };

  return (
    <FormModal title="申请提现" open onClose={onClose} onSave={() => form.submit()} saving={isLoading} refusal={refusal} okText="确认提现">
      <p>
        可提现收益：<strong data-testid="withdraw-available">{yuan(available)} 元</strong>
      </p>
      <p>
        提现到：支付宝 {account.account}（{account.name}）
      </p>
      <Form<ApplyValues> form={form} layout="vertical" requiredMark={false} name="site-withdraw-apply" onFinish={(values) => void send(values)}>
        <Form.Item label="提现金额（元）" required extra={`单次不少于 ${yuan(account.min)} 元；提交后由主站财务审核打款`}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="amount" noStyle rules={[amountRule(account.min, available)]}>
              <InputNumber<number> aria-label="提现金额" style={{ width: '100%' }} min={0} step={0.01} placeholder={`最多 ${yuan(available)}`} />
            </Form.Item>
            <Button onClick={() => form.setFieldsValue({ amount: available })}>全部</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" label="提现密码" rules={[zodRule(siteWithdrawApplyBody.shape.password)]}>
          <WithdrawPasswordInput label="提现密码" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
