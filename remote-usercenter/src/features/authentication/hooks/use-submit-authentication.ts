import { useCallback } from 'react';
import { AuthStatus } from 'shared-contracts';
import { attestationChanged, isApiError, useAppDispatch } from 'shared-contracts/app';
import { authenticationBody } from 'shared-contracts/rules';
import { showNotice } from 'shared-contracts/ui';
import { useSubmitAuthenticationMutation } from '../api/submit-authentication';

export interface AuthenticationValues {
  real_name: string;
  id_number: string;
}

/**
 * Sends what the form validated (trimmed, a lower-case x read as X) and says how it went: 实名认证成功 and the
 * session's `is_attestation` on success, the server's reason on a refusal.
 * The number is sent and forgotten: the api cache keeps only the answer, which the server masks.
 */
export function useSubmitAuthentication() {
  const dispatch = useAppDispatch();
  const [send, { isLoading }] = useSubmitAuthenticationMutation();
  const submit = useCallback(
    async (values: AuthenticationValues): Promise<void> => {
      try {
        const info = await send(authenticationBody.parse(values)).unwrap();
        const passed = info.status === AuthStatus.PASSED;
        dispatch(attestationChanged(passed));
        showNotice({ level: 'success', text: passed ? '实名认证成功' : '实名信息已提交，请等待审核' });
      } catch (error) {
        // business refusals are said here; transport and HTTP errors by the api layer
        if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg });
      }
    },
    [send, dispatch],
  );
  return { submit, isLoading };
}
