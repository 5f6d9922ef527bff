import { useState } from 'react';
import { WithdrawMessages } from 'shared-contracts';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form } from 'shared-contracts/ui/more';
import { useSetWithdrawPasswordMutation } from '../api/withdraw';
import { Refusal, refusalText } from './refusal';
import { SmsCodeField } from './sms-code-field';
import { WithdrawPasswordFields } from 'shared-kits/sms-code';

interface PasswordValues {
  sms_code: string;
  password: string;
  confirm: string;
}

const RETRY_TEXT = '网络异常，提现密码可能未设置，请重试';

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
      <WithdrawPasswordFields resetting={Boolean(resetting)} SmsCodeField={SmsCodeField} />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {resetting ? '重置提现密码' : '设置提现密码'}
      </Button>
    </Form>
  );
}
