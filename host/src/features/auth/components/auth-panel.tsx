import { useCallback, useState } from 'react';
import type { UserTypeValue } from 'shared-contracts';
import { setLoginMode, useAppDispatch, useAppSelector, type LoginMode } from 'shared-contracts/app';
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
  // the account kind the dialog was opened with (供应商 when a supplier's session ended), else 普通用户
  const openedWith = useAppSelector((s) => s.ui.login.userType);
  const [carry, setCarry] = useState<AuthCarry>(() => (openedWith ? { type: openedWith } : {}));

  const switchMode = useCallback(
    (next: LoginMode, handOver?: AuthCarry) => {
      setCarry((current) => ({ mobile: handOver?.mobile ?? current.mobile, password: handOver?.password, type: handOver?.type ?? current.type }));
      dispatch(setLoginMode(next));
    },
    [dispatch],
  );
  const keepMobile = useCallback((mobile: string) => setCarry((current) => ({ ...current, mobile })), []);
  const keepType = useCallback((type: UserTypeValue) => setCarry((current) => ({ ...current, type })), []);

  const viewProps = { carry, onSwitchMode: switchMode, onMobileChange: keepMobile, onTypeChange: keepType };

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
