import { SafetyOutlined } from 'shared-contracts/icons/more';
import { Form, Input } from 'shared-contracts/ui/more';

/** The 6-digit code of the authenticator app: at sign-in, and with the new password while enrolling (digits only). */
export function TotpCodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      name="totp"
      label="动态验证码"
      normalize={(value: string) => value.replace(/\D/g, '')}
      rules={[
        { required: true, message: '请输入6位动态验证码' },
        { pattern: /^\d{6}$/, message: '动态验证码为6位数字' },
      ]}
    >
      <Input
        size="large"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        prefix={<SafetyOutlined />}
        placeholder="6位动态验证码"
        aria-label="动态验证码"
      />
    </Form.Item>
  );
}
