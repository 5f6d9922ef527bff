import { LockOutlined } from 'shared-contracts/icons/more';
import { Messages } from 'shared-contracts';
import { newPasswordSchema, oldPasswordSchema } from 'shared-contracts/rules';
import { isApiError, sessionCleared, useAppDispatch, writeTokenCookie } from 'shared-contracts/app';
import { showNotice, useAutoFocus } from 'shared-contracts/ui';
import { Form, Input, type InputRef, zodRule } from 'shared-contracts/ui/more';
import { useChangePasswordMutation } from '../api/change-password';
import type { AuthViewProps } from '../utils/auth-view';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { ViewTitle } from './auth-styles';
import { SwitchViewRow } from './switch-view-row';

interface ChangePasswordValues {
  old_password: string;
  password: string;
  confirm: string;
}

/**
 * 修改密码 (mode modifyPassword): old password, new password twice. Success ends the session — the
 * user logs in again with the new password.
 */
export function ChangePasswordForm({ onSwitchMode }: Pick<AuthViewProps, 'onSwitchMode'>) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const oldPasswordRef = useAutoFocus<InputRef>();

  const onFinish = async ({ old_password, password }: ChangePasswordValues) => {
    try {
      await changePassword({ old_password, password }).unwrap();
      showNotice({ level: 'success', text: Messages.passwordChanged });
      writeTokenCookie(null);
      dispatch(sessionCleared());
      onSwitchMode('login');
    } catch (error) {
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg, duration: 5 });
    }
  };

  return (
    <Form<ChangePasswordValues> form={form} onFinish={onFinish} requiredMark={false}>
      <ViewTitle>修改密码</ViewTitle>
      <Form.Item name="old_password" rules={[zodRule(oldPasswordSchema)]}>
        <Input.Password
          ref={oldPasswordRef}
          size="large"
          prefix={<LockOutlined />}
          placeholder="原密码"
          aria-label="原密码"
          autoComplete="current-password"
          autoFocus
        />
      </Form.Item>
      <NewPasswordFields schema={newPasswordSchema} />
      <SubmitButton loading={isLoading}>确定</SubmitButton>
      <SwitchViewRow question="忘记原密码？" label="找回密码" onSwitch={() => onSwitchMode('findPassword')} />
    </Form>
  );
}
