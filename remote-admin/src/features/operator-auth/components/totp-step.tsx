import type { TotpRequired } from 'shared-contracts/admin';
import { SafetyOutlined } from 'shared-contracts/icons/more';
import { Button, Flex } from 'shared-contracts/ui';
import { Alert, Form, Input } from 'shared-contracts/ui/more';
import { TotpEnrolPanel } from './totp-enrol-panel';

interface Props {
  setup: TotpRequired['totp_setup'];
  submitting: boolean;
  error: string | null;
  onSubmit: (totp: string) => void;
  onBack: () => void;
}

/**
 * The second step for TOTP roles (code 61): on first enrolment the `otpauth://` URI as a QR code and the
 * secret as text for manual entry, then the 6-digit code from the authenticator app.
 */
export function TotpStep({ setup, submitting, error, onSubmit, onBack }: Props) {
  return (
    <Form<{ totp: string }> layout="vertical" requiredMark={false} onFinish={({ totp }) => onSubmit(totp)} aria-label="动态验证码登录">
      {setup ? <TotpEnrolPanel setup={setup} /> : <Alert type="info" showIcon style={{ marginBottom: 16 }} title="请输入身份验证器 App 中的 6 位动态验证码" />}
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <Form.Item
        name="totp"
        label="动态验证码"
        normalize={(value: string) => value.replace(/\D/g, '')}
        rules={[
          { required: true, message: '请输入6位动态验证码' },
          { pattern: /^\d{6}$/, message: '动态验证码为6位数字' },
        ]}
      >
        <Input size="large" maxLength={6} inputMode="numeric" autoComplete="one-time-code" autoFocus prefix={<SafetyOutlined />} placeholder="6位动态验证码" aria-label="动态验证码" />
      </Form.Item>
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
