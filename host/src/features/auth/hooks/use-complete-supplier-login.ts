import { useCallback } from 'react';
import { Messages, routePath } from 'shared-contracts';
import { SUPPLIER_COOKIE_PATH, type SupplierLoginResult } from 'shared-contracts/supplier';
import { api, closeLogin, supplierSignedIn, useAppDispatch, useAppSelector, writeSupplierToken } from 'shared-contracts/app';
import { useNavigate } from 'shared-contracts/router';
import { showNotice } from 'shared-contracts/ui';

/** A page of the supplier centre (where a supplier whose session ended was, say). */
export const isSupplierPath = (path: string | null): path is string =>
  Boolean(path && (path === SUPPLIER_COOKIE_PATH || path.startsWith(`${SUPPLIER_COOKIE_PATH}/`) || path.startsWith(`${SUPPLIER_COOKIE_PATH}?`)));

/**
 * What a supplier's sign-in does (the dialog with 供应商 chosen, issue 33): the token goes to the supplier's own
 * cookie (path /supplier-center) — the shop user's session stays exactly as it was — the api cache is emptied
 * (no other account's data shown), 登录成功, the dialog closes, and on to the supplier centre: 修改密码 first
 * while the one-time password is unchanged, else the supplier page it came from, else 工作台.
 */
export function useCompleteSupplierLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const redirect = useAppSelector((s) => s.ui.login.redirect);

  return useCallback(
    ({ token, must_change_password }: SupplierLoginResult) => {
      writeSupplierToken(token);
      dispatch(api.util.resetApiState());
      dispatch(supplierSignedIn(token));
      showNotice({ level: 'success', text: Messages.loginSucceeded });
      dispatch(closeLogin());
      navigate(must_change_password ? routePath('supplierPassword') : isSupplierPath(redirect) ? redirect : routePath('supplierWorkbench'));
    },
    [dispatch, navigate, redirect],
  );
}
