import { useState } from 'react';
import { Messages } from 'shared-contracts';
import { newPasswordSchema } from 'shared-contracts/rules';
import { isApiError } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { Form } from 'shared-contracts/ui/more';
import { useFindPasswordMutation } from '../api/find-password';
import type { AuthViewProps } from '../utils/auth-view';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { ViewTitle } from './auth-styles';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';
import { SwitchViewRow } from './switch-view-row';

interface FindPasswordValues {
  mobile: string;
  sms_code: string;
  password: string;
  confirm: string;
}

/** 找回密码: reset the password with an SMS code, then back to login with the mobile filled (SPEC §4). */
export function FindPasswordForm({ carry, onSwitchMode, onMobileChange }: AuthViewProps) {
  const [form] = Form.useForm<FindPasswordValues>();
  const [initialValues] = useState(() => ({ mobile: carry.mobile }));
  const [findPassword, { isLoading }] = useFindPasswordMutation();

  const onFinish = async ({ mobile, sms_code, password }: FindPasswordValues) => {
    try {
      await findPassword({ mobile, sms_code: sms_code.trim(), password }).unwrap();
      showNotice({ level: 'success', text: Messages.passwordReset });
      onSwitchMode('login', { mobile });
    } catch (error) {
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg, duration: 5 });
    }
  };

  return (
    <Form<FindPasswordValues>
      form={form}
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<FindPasswordValues>) => {
        if (changed.mobile !== undefined) onMobileChange(changed.mobile);
      }}
      requiredMark={false}
    >
      <ViewTitle>找回密码</ViewTitle>
      <MobileField autoFocus={!initialValues.mobile} />
      <SmsCodeField scene="find-password" />
      <NewPasswordFields schema={newPasswordSchema} />
      <SubmitButton loading={isLoading}>确定</SubmitButton>
      <SwitchViewRow question="想起密码了？" label="返回登录" onSwitch={() => onSwitchMode('login')} />
    </Form>
  );
}
