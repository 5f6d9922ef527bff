import { LockOutlined } from 'shared-contracts/icons/more';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import { confirmPasswordRule } from '../utils/confirm-password-rule';

interface Props {
  /** registerPasswordSchema or newPasswordSchema: their empty-field messages differ (SPEC §5). */
  schema: Parameters<typeof zodRule>[0];
  label?: string;
  placeholder?: string;
  confirmLabel?: string;
  confirmPlaceholder?: string;
}

/** A new password and its confirmation (fields `password`, `confirm`): register, find and change password. */
export function NewPasswordFields({
  schema,
  label = '新密码',
  placeholder = '新密码（6-20位）',
  confirmLabel = '确认新密码',
  confirmPlaceholder = '请再次输入新密码',
}: Props) {
  return (
    <>
      <Form.Item name="password" rules={[zodRule(schema)]}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={placeholder} aria-label={label} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={[confirmPasswordRule('password')]}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={confirmPlaceholder}
          aria-label={confirmLabel}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
