import { useState } from 'react';
import { WithdrawMessages, type WithdrawAccount, type WithdrawAccountBody } from 'shared-contracts';
import { withdrawAccountBody } from 'shared-contracts/schemas';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import { RealNameRequired } from '../../authentication';
import { useSaveWithdrawAccountMutation, useWithdrawAccountQuery } from '../api/withdraw';
import { Refusal, refusalText } from './refusal';
import { SmsCodeField } from './sms-code-field';
import { WithdrawPasswordInput } from 'shared-kits/sms-code';

const RETRY_TEXT = '网络异常，提现账户可能未保存，请重试';

/** Until real-name verification passed: why, a link to 实名认证 (a new tab) and a way to look again. */
function VerifyFirst() {
  const { refetch, isFetching } = useWithdrawAccountQuery();
  return <RealNameRequired title={WithdrawMessages.realNameRequired} onRefresh={() => void refetch()} refreshing={isFetching} />;
}

const { withdraw_password: passwordRule, sms_code: smsCodeRule } = withdrawAccountBody.shape;

/**
 * 设置提现账户: the Alipay account (a mobile or an email) and the name on it, which must be the verified real
 * name, proved by the withdrawal password — or, before one is set (or via 改用短信验证码), the SMS code sent to
 * the user's own mobile (issue 35). A refusal (e.g. the names differ) is shown here and what was typed stays.
 */
export function WithdrawAccountForm({ account, onSaved }: { account: WithdrawAccount; onSaved?: () => void }) {
  const [form] = Form.useForm<WithdrawAccountBody>();
  const [save, { isLoading }] = useSaveWithdrawAccountMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [bySms, setBySms] = useState(false);
  if (!account.verified) return <VerifyFirst />;
  const withPassword = account.password_set && !bySms;

  const submit = async (values: WithdrawAccountBody) => {
    setProblem(null);
    try {
      await save({
        account: values.account.trim(),
        name: values.name.trim(),
        ...(withPassword ? { withdraw_password: values.withdraw_password } : { sms_code: values.sms_code?.trim() }),
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
      {withPassword ? (
        <Form.Item
          name="withdraw_password"
          label="提现密码"
          validateFirst
          rules={[{ required: true, message: WithdrawMessages.accountPasswordRequired }, zodRule(passwordRule)]}
          extra={
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setBySms(true)}>
              {WithdrawMessages.accountBySms}
            </Button>
          }
        >
          <WithdrawPasswordInput label="提现密码" />
        </Form.Item>
      ) : (
        <Form.Item name="sms_code" label="短信验证码" validateFirst rules={[{ required: true, message: WithdrawMessages.accountSmsRequired }, zodRule(smsCodeRule)]}>
          <SmsCodeField />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        保存提现账户
      </Button>
    </Form>
  );
}
