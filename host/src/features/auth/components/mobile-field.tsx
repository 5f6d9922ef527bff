import { MobileOutlined } from 'shared-contracts/icons/more';
import { mobileSchema } from 'shared-contracts/rules';
import { useAutoFocus } from 'shared-contracts/ui';
import { Form, Input, type InputRef, zodRule } from 'shared-contracts/ui/more';

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);

/** The mobile number (SPEC §5: required, 11 digits from 13x to 19x); spaces and dashes are dropped as typed. */
export function MobileField({ autoFocus = false }: { autoFocus?: boolean }) {
  const ref = useAutoFocus<InputRef>(autoFocus);
  return (
    <Form.Item name="mobile" rules={[zodRule(mobileSchema)]} normalize={digitsOnly} validateFirst>
      <Input
        ref={ref}
        size="large"
        prefix={<MobileOutlined />}
        placeholder="请输入手机号"
        aria-label="手机号"
        inputMode="numeric"
        // the mobile is the account name: password managers pair it with the (current/new) password
        autoComplete="username"
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
