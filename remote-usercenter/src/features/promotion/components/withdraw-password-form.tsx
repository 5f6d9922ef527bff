import { useState } from 'react';
import { WithdrawMessages } from 'shared-contracts';
import { withdrawPasswordBody } from 'shared-contracts/schemas';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form, Input, sameAsRule, zodRule } from 'shared-contracts/ui/more';
import { useSetWithdrawPasswordMutation } from '../api/withdraw';
import { Refusal, refusalText } from './refusal';
import { SmsCodeField } from './sms-code-field';

interface PasswordValues {
  sms_code: string;
  password: string;
  confirm: string;
}

const RETRY_TEXT = '网络异常，提现密码可能未设置，请重试';

/** A 6-digit password box: digits only, hidden. */
export const PasswordInput = (props: { id?: string; value?: string; onChange?: (value: string) => void; label: string }) => (
  <Input.Password
    id={props.id}
    aria-label={props.label}
    placeholder="6位数字"
    maxLength={6}
    inputMode="numeric"
    autoComplete="new-password"
    value={props.value}
    onChange={(e) => props.onChange?.(e.target.value.replace(/\D/g, ''))}
  />
);

/** 设置 / 重置提现密码: the SMS code sent to the user's mobile, a 6-digit password and the same again. */
export function WithdrawPasswordForm({ resetting, onSaved }: { resetting?: boolean; onSaved?: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const [setPassword, { isLoading }] = useSetWithdrawPasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ sms_code, password }: PasswordValues) => {
    setProblem(null);
    try {
      await setPassword({ sms_code, password }).unwrap();
      showNotice({ level: 'success', text: WithdrawMessages.passwordSet });
      onSaved?.();
    } catch (error) {
      setProblem(refusalText(error, RETRY_TEXT));
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      aria-label={resetting ? '重置提现密码' : '设置提现密码'}
    >
      <Refusal text={problem} />
      <Form.Item name="sms_code" label="短信验证码" rules={[zodRule(withdrawPasswordBody.shape.sms_code)]}>
        <SmsCodeField />
      </Form.Item>
      <Form.Item name="password" label={resetting ? '新提现密码' : '提现密码'} rules={[zodRule(withdrawPasswordBody.shape.password)]}>
        <PasswordInput label={resetting ? '新提现密码' : '提现密码'} />
      </Form.Item>
      <Form.Item name="confirm" label="确认提现密码" dependencies={['password']} rules={[sameAsRule('password', '两次输入的提现密码不一致', '请再次输入提现密码')]}>
        <PasswordInput label="确认提现密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {resetting ? '重置提现密码' : '设置提现密码'}
      </Button>
    </Form>
  );
}
