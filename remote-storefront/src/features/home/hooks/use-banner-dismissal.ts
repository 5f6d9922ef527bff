import { useCallback, useState } from 'react';
import { dismissBanner, isBannerDismissed } from '../utils/banner-dismissal';

/** Whether the notice bar was closed less than 7 days ago, and 关闭 (SPEC §9 banner dismissal). */
export function useBannerDismissal() {
  const [dismissed, setDismissed] = useState(() => isBannerDismissed(Date.now()));
  const dismiss = useCallback(() => {
    dismissBanner(Date.now());
    setDismissed(true);
  }, []);
  return { dismissed, dismiss };
}
