import { useOperatorMeQuery } from '../api/operator-api';
import { useOperatorToken } from './operator-session';

/** The signed-in operator (GET /api/admin/me), asked only while there is an operator token. */
export function useOperator() {
  const token = useOperatorToken();
  const me = useOperatorMeQuery(undefined, { skip: !token });
  return { token, ...me };
}
