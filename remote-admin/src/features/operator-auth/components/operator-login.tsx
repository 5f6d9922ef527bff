import { useState } from 'react';
import { ResultCode, routePath, type CaptchaInfo } from 'shared-contracts';
import type { OperatorLoginBody } from 'shared-contracts/admin';
import { isApiError } from 'shared-contracts/app';
import { LockOutlined, MobileOutlined } from 'shared-contracts/icons/more';
import { useNavigate, useSearchParams } from 'shared-contracts/router';
import { Button } from 'shared-contracts/ui';
import { Alert, Form, Input } from 'shared-contracts/ui/more';
import { useLazyAdminCaptchaQuery, useOperatorLoginMutation } from '../api/operator-api';
import { useOperatorSignIn } from '../hooks/use-operator-sign-in';
import { consoleRedirect } from '../utils/console-redirect';
import { CaptchaInput } from './captcha-input';
import { TotpStep } from './totp-step';

interface Credentials {
  mobile: string;
  password: string;
  captcha?: string;
}

type Step = { kind: 'password' } | { kind: 'totp'; credentials: Credentials };

/**
 * 运营后台登录: mobile and password; the image captcha once the server asks for it (code 80); for TOTP
 * roles a second step (code 61) — with the enrolment QR code the first time. Then the forced 修改初始密码
 * while the password is the initial one, else the page the operator came for (?redirect=, inside /admin).
 */
export function OperatorLogin() {
  const [form] = Form.useForm<Credentials>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useOperatorSignIn();
  const [login, { isLoading }] = useOperatorLoginMutation();
  const [fetchCaptcha, { isFetching: captchaLoading }] = useLazyAdminCaptchaQuery();
  const [captcha, setCaptcha] = useState<CaptchaInfo | null>(null);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);

  const refreshCaptcha = async () => {
    form.setFieldValue('captcha', '');
    const info = await fetchCaptcha().unwrap().catch(() => null);
    if (info) setCaptcha(info);
  };

  const submit = async (credentials: Credentials, totp?: string) => {
    setError(null);
    const body: OperatorLoginBody = { mobile: credentials.mobile, password: credentials.password };
    if (needCaptcha && captcha) Object.assign(body, { captcha: credentials.captcha ?? '', key: captcha.key });
    if (totp) body.totp = totp;
    try {
      const result = await login(body).unwrap();
      signIn();
      navigate(result.must_change_password ? routePath('adminPassword') : consoleRedirect(search.get('redirect')), { replace: true });
    } catch (e) {
      const failure = isApiError(e) ? e : null;
      const msg = failure?.msg || '登录失败，请稍后再试';
      if (failure?.code === ResultCode.CAPTCHA_REQUIRED) {
        setNeedCaptcha(true);
        setStep({ kind: 'password' });
        setError(msg);
        void refreshCaptcha();
        return;
      }
      if (failure?.code === ResultCode.TOTP_REQUIRED) {
        // the first ask is the step itself; asked again for a code we sent, the code was not accepted
        setError(totp ? msg : null);
        setStep({ kind: 'totp', credentials });
        return;
      }
      setError(msg);
      if (needCaptcha) void refreshCaptcha();
    }
  };

  if (step.kind === 'totp') {
    return (
      <TotpStep
        submitting={isLoading}
        error={error}
        onSubmit={(totp) => void submit(step.credentials, totp)}
        onBack={() => {
          setError(null);
          setStep({ kind: 'password' });
        }}
      />
    );
  }

  return (
    <Form<Credentials> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="运营后台登录">
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <Form.Item
        name="mobile"
        label="手机号"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: /^1\d{10}$/, message: '请输入正确的手机号' },
        ]}
      >
        <Input size="large" maxLength={11} inputMode="numeric" autoComplete="username" prefix={<MobileOutlined />} placeholder="手机号" aria-label="手机号" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password size="large" maxLength={64} autoComplete="current-password" prefix={<LockOutlined />} placeholder="密码" aria-label="密码" />
      </Form.Item>
      {needCaptcha ? (
        <Form.Item name="captcha" label="图形验证码" rules={[{ required: true, message: '请输入图形验证码' }]}>
          <CaptchaInput captcha={captcha} loading={captchaLoading} onRefresh={() => void refreshCaptcha()} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        登录
      </Button>
    </Form>
  );
}
