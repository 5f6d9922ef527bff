import { LockOutlined } from 'shared-contracts/icons/more';
import { useState } from 'react';
import { AccountMessages, ResultCode, UserType, type UserTypeValue } from 'shared-contracts';
import { captchaSchema, loginPasswordSchema } from 'shared-contracts/rules';
import { isApiError } from 'shared-contracts/app';
import { Button, showNotice, useAutoFocus } from 'shared-contracts/ui';
import { Checkbox, Form, Input, type InputRef, zodRule } from 'shared-contracts/ui/more';
import { useLoginMutation } from '../api/login';
import { useSmsLoginMutation } from '../api/sms-login';
import { useSupplierLoginMutation } from '../api/supplier-login';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useCompleteSupplierLogin } from '../hooks/use-complete-supplier-login';
import type { AuthCarry, AuthViewProps } from '../utils/auth-view';
import { readSavedLogin, storeBrowserCredential, writeSavedLogin } from '../utils/saved-login';
import { FooterNote, FooterRow, OptionsRow } from './auth-styles';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';
import { UserTypeField } from './user-type-field';
import { SmsCodeField } from './sms-code-field';

type LoginMethod = 'password' | 'sms';

/** A supplier signs in with its password only (issue 33): no SMS-code login for suppliers. */
export const SUPPLIER_PASSWORD_ONLY = '供应商请使用密码登录';

/** Switching between password and SMS login starts without validation errors (SPEC §4). */
const CLEARED_ERRORS = (['mobile', 'password', 'sms_code', 'captcha'] as const).map((name) => ({ name, errors: [] }));

interface LoginValues {
  type: UserTypeValue;
  mobile: string;
  password?: string;
  sms_code?: string;
  captcha?: string;
  remember?: boolean;
}

/**
 * First values: what the previous view handed over in memory (after registering), else the saved login
 * (the mobile and the tick; the password, if saved, the browser's password manager fills in).
 */
function initialValuesFrom(carry: AuthCarry): Partial<LoginValues> {
  const base = { type: carry.type ?? UserType.ORDINARY };
  if (carry.password) return { ...base, mobile: carry.mobile, password: carry.password, remember: false };
  const saved = readSavedLogin();
  if (saved && (!carry.mobile || carry.mobile === saved.mobile)) {
    return { ...base, mobile: saved.mobile, remember: Boolean(saved.remember) };
  }
  return { ...base, mobile: carry.mobile };
}

/**
 * 登录: password login (with the image captcha once the server asks, code 80) or SMS-code login;
 * user type, 保存密码, links to 忘记密码? and the other login method (SPEC §2.5, §8). With 供应商 chosen
 * (issue 33) it signs a supplier in with its password only — its own token, the member session untouched —
 * and goes to the supplier centre.
 */
export function LoginForm({ carry, onSwitchMode, onMobileChange, onTypeChange }: AuthViewProps) {
  const [form] = Form.useForm<LoginValues>();
  const [initialValues] = useState(() => initialValuesFrom(carry));
  const [chosenMethod, setMethod] = useState<LoginMethod>('password');
  const [login, { isLoading: memberPending }] = useLoginMutation();
  const [supplierLogin, { isLoading: supplierPending }] = useSupplierLoginMutation();
  const [smsLogin, { isLoading: smsPending }] = useSmsLoginMutation();
  const { captcha, refresh: refreshCaptcha, loading: captchaLoading } = useCaptcha();
  const completeLogin = useCompleteLogin();
  const completeSupplierLogin = useCompleteSupplierLogin();
  const supplier = (Form.useWatch('type', form) ?? initialValues.type) === UserType.SUPPLIER;
  const method: LoginMethod = supplier ? 'password' : chosenMethod;
  const passwordPending = memberPending || supplierPending;
  // a saved mobile without its password: the password is what is left to type
  const passwordFocus = Boolean(initialValues.mobile) && !initialValues.password;
  const passwordRef = useAutoFocus<InputRef>(passwordFocus && method === 'password');

  const switchMethod = () => {
    setMethod((m) => (m === 'password' ? 'sms' : 'password'));
    form.setFields(CLEARED_ERRORS);
  };

  const showFailure = (error: unknown) => {
    // transport failures (network, timeout, 5xx) were already reported by the base query
    if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg, duration: 5 });
  };

  const passwordLogin = async ({ mobile, password = '', type, remember, captcha: answer }: LoginValues) => {
    const captchaPart = captcha ? { captcha: answer?.trim(), key: captcha.key } : {};
    try {
      if (type === UserType.SUPPLIER) {
        const signedIn = await supplierLogin({ mobile, password, ...captchaPart }).unwrap();
        writeSavedLogin({ mobile, remember: Boolean(remember) });
        if (remember) void storeBrowserCredential(mobile, password);
        completeSupplierLogin(signedIn);
        return;
      }
      const session = await login({ mobile, password, type, ...captchaPart }).unwrap();
      writeSavedLogin({ mobile, remember: Boolean(remember) });
      // 保存密码: the password goes to the browser's password store only, never to web storage
      if (remember) void storeBrowserCredential(mobile, password, session.user.username);
      completeLogin(session);
    } catch (error) {
      await refused(error);
    }
  };

  /** A refusal of either method: code 80 shows the image captcha (both methods count failures, issue 35). */
  const refused = async (error: unknown) => {
    if (isApiError(error) && error.status === 'BUSINESS' && error.code === ResultCode.CAPTCHA_REQUIRED) {
      // first time: show the captcha; again: the answer was wrong, so a new image and an empty box
      const wrongAnswer = Boolean(captcha);
      await refreshCaptcha();
      form.setFields([
        { name: 'captcha', value: '', errors: wrongAnswer ? [error.msg || AccountMessages.captchaInvalid] : [] },
      ]);
      return;
    }
    showFailure(error);
    // a captcha is single-use: after any other failure the next attempt needs a fresh one
    if (captcha) {
      await refreshCaptcha();
      form.setFieldValue('captcha', '');
    }
  };

  const codeLogin = async ({ mobile, sms_code = '', type, captcha: answer }: LoginValues) => {
    const captchaPart = captcha ? { captcha: answer?.trim(), key: captcha.key } : {};
    try {
      const session = await smsLogin({ mobile, sms_code: sms_code.trim(), type, ...captchaPart }).unwrap();
      const saved = readSavedLogin();
      writeSavedLogin(saved?.mobile === mobile ? saved : { mobile });
      completeLogin(session);
    } catch (error) {
      await refused(error);
    }
  };

  const captchaItem = captcha && (
    <Form.Item name="captcha" rules={[zodRule(captchaSchema)]}>
      <CaptchaField
        captcha={captcha}
        loading={captchaLoading}
        onRefresh={() => void refreshCaptcha()}
        onComplete={() => form.submit()}
        autoFocus
      />
    </Form.Item>
  );

  return (
    <Form<LoginValues>
      form={form}
      initialValues={initialValues}
      onFinish={method === 'password' ? passwordLogin : codeLogin}
      onValuesChange={(changed: Partial<LoginValues>) => {
        if (changed.mobile !== undefined) onMobileChange(changed.mobile);
        if (changed.type !== undefined) {
          onTypeChange?.(changed.type);
          // 供应商 shows the password view: it starts without the other view's errors
          if (chosenMethod === 'sms') form.setFields(CLEARED_ERRORS);
        }
      }}
      autoComplete="on"
      requiredMark={false}
    >
      <UserTypeField />
      <MobileField autoFocus={!initialValues.mobile} />
      {method === 'password' ? (
        <>
          <Form.Item name="password" rules={[zodRule(loginPasswordSchema)]}>
            <Input.Password
              ref={passwordRef}
              size="large"
              prefix={<LockOutlined />}
              placeholder="请输入密码"
              aria-label="密码"
              autoComplete="current-password"
              autoFocus={passwordFocus}
            />
          </Form.Item>
          {captchaItem}
          <OptionsRow>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>保存密码</Checkbox>
            </Form.Item>
            {supplier ? (
              <FooterNote>忘记密码请联系平台</FooterNote>
            ) : (
              <Button type="link" size="small" onClick={() => onSwitchMode('findPassword')}>
                忘记密码?
              </Button>
            )}
          </OptionsRow>
        </>
      ) : (
        <>
          <SmsCodeField scene="login" />
          {captchaItem}
        </>
      )}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
         
          loading={passwordPending || smsPending}
        >
          登录
        </Button>
      </Form.Item>
      <FooterRow>
        {supplier ? (
          <FooterNote>{SUPPLIER_PASSWORD_ONLY}</FooterNote>
        ) : (
          <Button type="link" size="small" onClick={switchMethod}>
            {method === 'password' ? '验证码登录' : '密码登录'}
          </Button>
        )}
        <span aria-hidden>|</span>
        <span>{supplier ? '还未入驻？' : '还没有账号？'}</span>
        <Button type="link" size="small" onClick={() => onSwitchMode('register')}>
          {supplier ? '申请入驻' : '免费注册'}
        </Button>
      </FooterRow>
    </Form>
  );
}
