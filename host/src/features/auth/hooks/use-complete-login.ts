import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { Messages, type UserSession } from 'shared-contracts';
import { closeLogin, sessionStarted, useAppDispatch, useAppSelector, writeTokenCookie } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { isSupplierPath } from './use-complete-supplier-login';

/**
 * What every successful login does: token cookie, session in the store, 登录成功, close the dialog, and
 * go where the user was heading when the dialog opened (SPEC §2.1, §4) — unless that was the supplier centre.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const redirect = useAppSelector((s) => s.ui.login.redirect);

  return useCallback(
    (session: UserSession) => {
      writeTokenCookie(session.token);
      // a new identity: the store empties the api cache itself (favourite flags, counters, balance …)
      dispatch(sessionStarted(session));
      showNotice({ level: 'success', text: Messages.loginSucceeded });
      dispatch(closeLogin());
      // a supplier centre page (its supplier's session ended) is not a member's to go back to
      if (redirect && !isSupplierPath(redirect)) navigate(redirect);
    },
    [dispatch, navigate, redirect],
  );
}
