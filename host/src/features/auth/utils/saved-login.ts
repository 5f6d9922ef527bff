import { SAVED_LOGIN_KEY, type SavedLogin } from 'shared-contracts';

/** The login kept in localStorage by 保存密码 (SPEC §2.5), or null when absent or unreadable. */
export function readSavedLogin(): SavedLogin | null {
  try {
    const raw = window.localStorage.getItem(SAVED_LOGIN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { mobile, password } = parsed as Record<string, unknown>;
    if (typeof mobile !== 'string') return null;
    return typeof password === 'string' && password ? { mobile, password } : { mobile };
  } catch {
    return null;
  }
}

/** Keeps the mobile always, and the password only when 保存密码 was ticked. */
export function writeSavedLogin(login: SavedLogin): void {
  const value: SavedLogin = login.password ? { mobile: login.mobile, password: login.password } : { mobile: login.mobile };
  try {
    window.localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify(value));
  } catch {
    // storage full or disabled (private mode): remembering is a convenience, not a requirement
  }
}
