import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { useSearchParams } from 'shared-contracts/router';
import { REFER_CODE_COOKIE } from 'shared-contracts';

const REFER_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** A home query `?i=` is a referral: kept in the refer_code cookie, sent when the visitor registers (SPEC §2.3). */
export function useReferCode() {
  const [params] = useSearchParams();
  const code = params.get('i');
  useEffect(() => {
    if (code && REFER_CODE.test(code)) Cookies.set(REFER_CODE_COOKIE, code, { expires: 30, sameSite: 'lax', path: '/' });
  }, [code]);
}
