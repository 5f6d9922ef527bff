import { useState } from 'react';
import { WithdrawMessages, type WithdrawAccount, type WithdrawAccountBody } from 'shared-contracts';
import { withdrawAccountBody } from 'shared-contracts/schemas';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import { RealNameRequired } from '../../authentication';
import { useSaveWithdrawAccountMutation, useWithdrawAccountQuery } from '../api/withdraw';
import { Refusal, refusalText } from './refusal';

const RETRY_TEXT = '网络异常，提现账户可能未保存，请重试';

/** Until real-name verification passed: why, a link to 实名认证 (a new tab) and a way to look again. */
function VerifyFirst() {
  const { refetch, isFetching } = useWithdrawAccountQuery();
  return <RealNameRequired title={WithdrawMessages.realNameRequired} onRefresh={() => void refetch()} refreshing={isFetching} />;
}

/**
 * 设置提现账户: the Alipay account (a mobile or an email) and the name on it, which must be the verified real
 * name. A refusal (e.g. the names differ) is shown here and what was typed stays.
 */
export function WithdrawAccountForm({ account, onSaved }: { account: WithdrawAccount; onSaved?: () => void }) {
  const [form] = Form.useForm<WithdrawAccountBody>();
  const [save, { isLoading }] = useSaveWithdrawAccountMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (!account.verified) return <VerifyFirst />;

  const submit = async (values: WithdrawAccountBody) => {
    setProblem(null);
    try {
      await save({
        account: values.account.trim(),
        name: values.name.trim(),
      }).unwrap();
      showNotice({ level: 'success', text: WithdrawMessages.accountSaved });
      onSaved?.();
    } catch (error) {
      setProblem(refusalText(error, RETRY_TEXT));
    }
  };

  return (
    <Form<WithdrawAccountBody> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="设置提现账户">
      {account.account ? (
        <p>
          当前账户：支付宝 {account.account}（{account.name}）
        </p>
      ) : null}
      <Refusal text={problem} />
      <Form.Item name="account" label="支付宝账号" rules={[zodRule(withdrawAccountBody.shape.account)]}>
        <Input placeholder="手机号或邮箱" maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label="真实姓名" extra="须与实名认证姓名一致" rules={[zodRule(withdrawAccountBody.shape.name)]}>
        <Input placeholder="支付宝账号的真实姓名" maxLength={50} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        保存提现账户
      </Button>
    </Form>
  );
}
