import { lazy, Suspense } from 'react';
import type { TotpRequired } from 'shared-contracts/admin';
import { SafetyOutlined } from 'shared-contracts/icons/more';
import { Button, Flex, Spin } from 'shared-contracts/ui';
import { Alert, Form, Input, Typography } from 'shared-contracts/ui/more';
import styled from 'styled-components';

// only an operator enrolling a TOTP app downloads the QR code library
const QRCodeSVG = lazy(() => import(/* webpackChunkName: "qrcode" */ 'qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const Enrol = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.marginMD}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.marginMD}px;
`;

const QrBox = styled.div`
  flex: none;
  width: 152px;
  height: 152px;
  padding: 8px;
  box-sizing: border-box;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.borderRadius}px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

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
      {setup ? (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title="首次登录请绑定身份验证器" description="用身份验证器 App（如 Google Authenticator、Microsoft Authenticator）扫描二维码，再输入 App 中显示的 6 位动态验证码。" />
          <Enrol>
            <QrBox role="img" aria-label="身份验证器绑定二维码">
              <Suspense fallback={<Spin />}>
                <QRCodeSVG value={setup.uri} size={136} />
              </Suspense>
            </QrBox>
            <div>
              <Typography.Text type="secondary">无法扫码？在 App 中手动输入密钥：</Typography.Text>
              <Typography.Paragraph copyable={{ text: setup.secret }} strong style={{ wordBreak: 'break-all', margin: '4px 0 0' }} data-testid="totp-secret">
                {setup.secret}
              </Typography.Paragraph>
            </div>
          </Enrol>
        </>
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="请输入身份验证器 App 中的 6 位动态验证码" />
      )}
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
