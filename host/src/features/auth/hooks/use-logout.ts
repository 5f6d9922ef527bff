import { useCallback } from 'react';
import { sessionCleared, useAppDispatch, writeTokenCookie } from 'shared-contracts/app';
import { useLogoutMutation } from '../api/logout';

function reloadPage() {
  window.location.reload();
}

/**
 * Log out: tell the server, clear the token cookie and the session, then reload the page (SPEC §2.2).
 * The local session is cleared even when the call fails: the user asked to leave.
 */
export function useLogout({ reload = reloadPage }: { reload?: () => void } = {}) {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  const run = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // network or server failure: already reported by the base query
    }
    writeTokenCookie(null);
    dispatch(sessionCleared());
    reload();
  }, [dispatch, logout, reload]);

  return [run, { isLoading }] as const;
}
