import { useCallback, useState } from 'react';
import type { CaptchaInfo } from 'shared-contracts';
import { useLazyCaptchaQuery } from '../api/captcha';

/** One image captcha held by its caller (login form, send-code button): show, refresh, forget. */
export function useCaptcha() {
  const [fetchCaptcha, { isFetching }] = useLazyCaptchaQuery();
  const [captcha, setCaptcha] = useState<CaptchaInfo | null>(null);

  const refresh = useCallback(async () => {
    try {
      const info = await fetchCaptcha().unwrap();
      setCaptcha(info);
      return info;
    } catch {
      // transport failures were already reported by the base query; keep the old image
      return null;
    }
  }, [fetchCaptcha]);

  const clear = useCallback(() => setCaptcha(null), []);

  return { captcha, refresh, clear, loading: isFetching };
}
