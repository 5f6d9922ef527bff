import { lazy, Suspense } from 'react';
import { Spin } from 'shared-contracts/ui';
import { Alert, Typography } from 'shared-contracts/ui/more';
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

/**
 * Binding an authenticator app: the `otpauth://` URI as a QR code and the secret as text for manual entry
 * (issue 35: shown on 修改初始密码, with the secret issued to this sign-in's session).
 */
export function TotpEnrolPanel({ setup }: { setup: { uri: string; secret: string } }) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="首次登录请绑定身份验证器"
        description="用身份验证器 App（如 Google Authenticator、Microsoft Authenticator）扫描二维码，再输入 App 中显示的 6 位动态验证码。"
      />
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
  );
}
