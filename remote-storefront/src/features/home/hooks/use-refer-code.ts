import { useEffect } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import { REFER_CODE_COOKIE } from 'shared-contracts';

const REFER_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/**
 * A home query `?i=` is a referral: kept in the refer_code cookie for 30 days, sent when the visitor registers
 * (SPEC §2.3). Written directly: the code is plain ASCII (checked), and a cookie library would be part of
 * every first visit's home chunk for this one line.
 */
export function useReferCode() {
  const [params] = useSearchParams();
  const code = params.get('i');
  useEffect(() => {
    if (code && REFER_CODE.test(code)) document.cookie = `${REFER_CODE_COOKIE}=${code}; max-age=${THIRTY_DAYS_S}; path=/; samesite=lax`;
  }, [code]);
}
