import { PASSWORD_MAX, routePath } from 'shared-contracts';
import { OPERATOR_PASSWORD_MIN, OperatorAuthMessages } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { useNavigate } from 'shared-contracts/router';
import { Button, Spin } from 'shared-contracts/ui';
import { Alert } from 'shared-contracts/ui/more';
import { PasswordChangeForm, type PasswordPolicy } from 'shared-kits/console-frame';
import { useOperatorChangePasswordMutation, useOperatorTotpSetupQuery } from '../api/operator-api';
import { useOperatorSignOut } from '../hooks/use-operator-sign-in';
import { TotpCodeField } from './totp-code-field';
import { TotpEnrolPanel } from './totp-enrol-panel';

/** The operators' password rules (issue 35: 10–20 characters), shown before anything is sent; the server checks them again. */
const OPERATOR_PASSWORD: PasswordPolicy = {
  old: { required: true, message: '请输入初始密码' },
  new: [
    { required: true, message: '请输入新密码' },
    { min: OPERATOR_PASSWORD_MIN, max: PASSWORD_MAX, message: OperatorAuthMessages.passwordInvalid },
  ],
  maxLength: PASSWORD_MAX,
  placeholder: `${OPERATOR_PASSWORD_MIN}-${PASSWORD_MAX}位密码`,
  sameText: '新密码不能与初始密码相同',
};

/**
 * 修改初始密码: required before anything else while `must_change_password` (PUT /api/admin/password); then 概览.
 * A role that moves money and has not bound an authenticator yet (issue 35) binds it here, in the session it
 * signed in with: the QR code and secret of GET /api/admin/totp-setup, and the first code sent with the new
 * password. Ten minutes after the sign-in the binding is refused: 重新登录 gives a new secret.
 */
export function ChangeInitialPassword() {
  const navigate = useNavigate();
  const [change, { isLoading }] = useOperatorChangePasswordMutation();
  const setup = useOperatorTotpSetupQuery();
  const { signOut } = useOperatorSignOut();
  const again = async () => {
    await signOut();
    navigate(routePath('adminLogin'), { replace: true });
  };

  if (setup.isLoading) return <Spin size="large" />;
  if (setup.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(setup.error)}
        action={
          <Button type="primary" onClick={() => void again()}>
            重新登录
          </Button>
        }
      />
    );
  }
  const enrolment = setup.data ?? null;
  return (
    <PasswordChangeForm
      label="修改初始密码"
      area="运营后台"
      forced
      policy={OPERATOR_PASSWORD}
      send={(values) => change(values).unwrap()}
      sending={isLoading}
      onChanged={() => navigate(routePath('adminOverview'), { replace: true })}
      extra={
        enrolment ? (
          <>
            <TotpEnrolPanel setup={enrolment} />
            <TotpCodeField />
          </>
        ) : null
      }
      footer={
        enrolment ? (
          <Button type="link" block onClick={() => void again()}>
            绑定超时？重新登录
          </Button>
        ) : null
      }
    />
  );
}
