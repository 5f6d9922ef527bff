import { useCallback, useState } from 'react';
import { setLoginMode, useAppDispatch, type LoginMode } from 'shared-contracts/app';
import { Tabs } from 'shared-contracts/ui/more';
import type { AuthCarry } from '../utils/auth-view';
import { PanelBody } from './auth-styles';
import { ChangePasswordForm } from './change-password-form';
import { FindPasswordForm } from './find-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TAB_ITEMS = [
  { key: 'login', label: '登录' },
  { key: 'register', label: '注册' },
];

/**
 * The dialog's content for one opening: 登录 / 注册 tabs, or the 找回密码 / 修改密码 views.
 * Only the active view is mounted, so switching mode starts it without validation errors (SPEC §4);
 * the typed mobile (and, after registering, the password) is handed over through `carry`.
 */
export function AuthPanel({ mode }: { mode: LoginMode }) {
  const dispatch = useAppDispatch();
  const [carry, setCarry] = useState<AuthCarry>({});

  const switchMode = useCallback(
    (next: LoginMode, handOver?: AuthCarry) => {
      setCarry((current) => ({ mobile: handOver?.mobile ?? current.mobile, password: handOver?.password }));
      dispatch(setLoginMode(next));
    },
    [dispatch],
  );
  const keepMobile = useCallback((mobile: string) => setCarry((current) => ({ ...current, mobile })), []);

  const viewProps = { carry, onSwitchMode: switchMode, onMobileChange: keepMobile };

  return (
    <PanelBody>
      {(mode === 'login' || mode === 'register') && (
        <>
          <Tabs
            activeKey={mode}
            items={TAB_ITEMS}
            onChange={(key) => switchMode(key as LoginMode)}
            centered
            size="large"
          />
          {mode === 'login' ? <LoginForm {...viewProps} /> : <RegisterForm {...viewProps} />}
        </>
      )}
      {mode === 'findPassword' && <FindPasswordForm {...viewProps} />}
      {mode === 'modifyPassword' && <ChangePasswordForm onSwitchMode={switchMode} />}
    </PanelBody>
  );
}
