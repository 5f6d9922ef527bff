import { useEffect, useState } from 'react';
import { readTokenCookie, sessionCleared, sessionStarted, useAppDispatch, useAppSelector, writeTokenCookie } from 'shared-contracts/app';
import { useUserInfoQuery } from '../api/user-info';
import { purgeSavedPasswords } from '../utils/saved-login';

/**
 * At start: when a token cookie exists, fetch the user behind it. Success starts the session; any failure
 * removes the token cookie and clears the session (SPEC §4). Also removes any password an earlier version
 * saved in web storage. Call once, in the host's app shell.
 */
export function useSessionBootstrap() {
  const dispatch = useAppDispatch();
  const [hadToken] = useState(() => {
    // a password an earlier version kept in web storage (保存密码) goes at start-up
    purgeSavedPasswords();
    return readTokenCookie() !== null;
  });
  // Asked only while the session is being checked: once it is started or cleared (here, by a login, or
  // by a 401 elsewhere) the answer no longer matters, and the api cache reset that a cleared session
  // causes must not make this query run again.
  const checking = useAppSelector((s) => s.session.status === 'checking');
  const { data, isError, isLoading } = useUserInfoQuery(undefined, { skip: !hadToken || !checking });

  useEffect(() => {
    if (!data) return;
    const token = data.token || readTokenCookie();
    if (!token) return;
    if (token !== readTokenCookie()) writeTokenCookie(token);
    dispatch(sessionStarted({ ...data, token }));
  }, [data, dispatch]);

  useEffect(() => {
    if (!isError) return;
    writeTokenCookie(null);
    dispatch(sessionCleared());
  }, [isError, dispatch]);

  return { checking: hadToken && isLoading };
}
