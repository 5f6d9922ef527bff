import type { ComponentType } from 'react';
import { withdrawPasswordBody } from 'shared-contracts/schemas';
import { Form, Input, sameAsRule, zodRule } from 'shared-contracts/ui/more';

interface WithdrawPasswordInputProps {
  label: string;
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A 6-digit withdrawal password box: digits only, hidden. */
export function WithdrawPasswordInput({ label, id, value, onChange }: WithdrawPasswordInputProps) {
  return (
    <Input.Password
      id={id}
      aria-label={label}
      placeholder="6位数字"
      maxLength={6}
      inputMode="numeric"
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
    />
  );
}

/**
 * 设置 / 重置提现密码's fields (a member's and a 分站 owner's alike): the SMS code (the remote's own field, see
 * createSmsCodeField), the 6-digit password and the same again.
 */
export function WithdrawPasswordFields({ resetting, SmsCodeField }: { resetting: boolean; SmsCodeField: ComponentType }) {
  const label = resetting ? '新提现密码' : '提现密码';
  return (
    <>
      <Form.Item name="sms_code" label="短信验证码" rules={[zodRule(withdrawPasswordBody.shape.sms_code)]}>
        <SmsCodeField />
      </Form.Item>
      <Form.Item name="password" label={label} rules={[zodRule(withdrawPasswordBody.shape.password)]}>
        <WithdrawPasswordInput label={label} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认提现密码"
        dependencies={['password']}
        rules={[sameAsRule('password', '两次输入的提现密码不一致', '请再次输入提现密码')]}
      >
        <WithdrawPasswordInput label="确认提现密码" />
      </Form.Item>
    </>
  );
}
