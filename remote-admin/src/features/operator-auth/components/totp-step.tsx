import { Button, Flex } from 'shared-contracts/ui';
import { Alert, Form } from 'shared-contracts/ui/more';
import { TotpCodeField } from './totp-code-field';

interface Props {
  submitting: boolean;
  error: string | null;
  onSubmit: (totp: string) => void;
  onBack: () => void;
}

/**
 * The second step of an enrolled TOTP role's sign-in (code 61): the 6-digit code from the authenticator app.
 * Enrolment itself happens on 修改初始密码 (issue 35).
 */
export function TotpStep({ submitting, error, onSubmit, onBack }: Props) {
  return (
    <Form<{ totp: string }> layout="vertical" requiredMark={false} onFinish={({ totp }) => onSubmit(totp)} aria-label="动态验证码登录">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="请输入身份验证器 App 中的 6 位动态验证码" />
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <TotpCodeField autoFocus />
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          验证并登录
        </Button>
        <Button type="link" block onClick={onBack}>
          返回重新输入账号
        </Button>
      </Flex>
    </Form>
  );
}
