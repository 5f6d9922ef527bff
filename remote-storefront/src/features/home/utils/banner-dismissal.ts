import { BANNER_DISMISS_KEY, BANNER_DISMISS_MS } from 'shared-contracts';

/**
 * SPEC §9: the home's notice bar, once closed, stays closed for 7 days (BANNER_DISMISS_MS): the moment of
 * 关闭 (ms since the epoch) is kept in local storage under BANNER_DISMISS_KEY. A missing, unreadable or
 * future timestamp counts as not closed; an expired one is removed.
 */
export function isBannerDismissed(now: number): boolean {
  let text: string | null = null;
  try {
    text = localStorage.getItem(BANNER_DISMISS_KEY);
  } catch {
    return false;
  }
  if (text === null) return false;
  const at = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (Number.isFinite(at) && at <= now && now - at < BANNER_DISMISS_MS) return true;
  try {
    localStorage.removeItem(BANNER_DISMISS_KEY);
  } catch {
    // storage unavailable: nothing to tidy
  }
  return false;
}

/** Remembers that the bar was closed at `now`. */
export function dismissBanner(now: number): void {
  try {
    localStorage.setItem(BANNER_DISMISS_KEY, String(now));
  } catch {
    // storage unavailable (private mode): closed for this visit only
  }
}
