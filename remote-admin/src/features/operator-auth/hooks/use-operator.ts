import { useOperatorMeQuery } from '../api/operator-api';
import { useOperatorSessionOpen } from './operator-session';

/**
 * The signed-in operator (GET /api/admin/me, issue 35: the console's only source of who is signed in — the
 * token is an HttpOnly cookie). `signedIn` is false once signed out here or when me answers 401.
 */
export function useOperator() {
  const open = useOperatorSessionOpen();
  const me = useOperatorMeQuery(undefined, { skip: !open });
  const unauthorised = Boolean(me.error && typeof me.error === 'object' && 'status' in me.error && me.error.status === 401);
  return { signedIn: open && !unauthorised, ...me };
}
