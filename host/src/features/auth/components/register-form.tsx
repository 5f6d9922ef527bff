import { useState } from 'react';
import { Messages, UserType, type UserTypeValue } from 'shared-contracts';
import { registerPasswordSchema } from 'shared-contracts/rules';
import { isApiError } from 'shared-contracts/app';
import { Button, showNotice } from 'shared-contracts/ui';
import { Form } from 'shared-contracts/ui/more';
import { useRegisterMutation } from '../api/register';
import type { AuthViewProps } from '../utils/auth-view';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { FooterRow } from './auth-styles';
import { MobileField } from './mobile-field';
import { UserTypeField } from './user-type-field';
import { SmsCodeField } from './sms-code-field';

interface RegisterValues {
  type: UserTypeValue;
  mobile: string;
  sms_code: string;
  password: string;
  confirm: string;
}

/**
 * 注册: mobile, SMS code, password twice, user type. Success does not log in: it hands mobile and
 * password to the login view (SPEC §4).
 */
export function RegisterForm({ carry, onSwitchMode, onMobileChange }: AuthViewProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [initialValues] = useState(() => ({ type: UserType.ORDINARY, mobile: carry.mobile }));
  const [register, { isLoading }] = useRegisterMutation();

  const onFinish = async ({ mobile, sms_code, password, type }: RegisterValues) => {
    try {
      await register({ mobile, sms_code: sms_code.trim(), password, type }).unwrap();
      showNotice({ level: 'success', text: Messages.registered });
      onSwitchMode('login', { mobile, password });
    } catch (error) {
      // transport failures were already reported by the base query
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg, duration: 5 });
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<RegisterValues>) => {
        if (changed.mobile !== undefined) onMobileChange(changed.mobile);
      }}
      requiredMark={false}
    >
      <UserTypeField />
      <MobileField autoFocus={!initialValues.mobile} />
      <SmsCodeField scene="register" />
      <NewPasswordFields
        schema={registerPasswordSchema}
        label="密码"
        placeholder="设置密码（6-20位）"
        confirmLabel="确认密码"
        confirmPlaceholder="请再次输入密码"
      />
      <SubmitButton loading={isLoading}>注册</SubmitButton>
      <FooterRow>
        <span>已有账号？</span>
        <Button type="link" size="small" onClick={() => onSwitchMode('login')}>
          立即登录
        </Button>
      </FooterRow>
    </Form>
  );
}
