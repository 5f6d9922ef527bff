import { SAVED_LOGIN_KEY, type SavedLogin } from 'shared-contracts';

/**
 * 保存密码 (SPEC §2.5) keeps the password only in the browser's own password store: the Credential
 * Management API where the browser has it (`PasswordCredential`), and otherwise the browser's save
 * prompt, which the forms' `autocomplete` attributes (username, current-password, new-password) enable.
 * Never in localStorage, sessionStorage or a cookie. localStorage keeps the mobile and the tick.
 *
 * Earlier versions kept `{ mobile, password }` as JSON under SAVED_LOGIN_KEY ('saved-login') in
 * localStorage; purgeSavedPasswords() removes such a password at start-up (the mobile and the tick stay).
 */

/** Every storage an earlier version might have put a password in, under SAVED_LOGIN_KEY. */
const LEGACY_STORES = (): Storage[] => [window.localStorage, window.sessionStorage];

function parse(raw: string | null): (SavedLogin & { hadPassword: boolean }) | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { mobile, password, remember } = parsed as Record<string, unknown>;
    if (typeof mobile !== 'string') return null;
    const hadPassword = typeof password === 'string' && password !== '';
    return { mobile, remember: remember === true || hadPassword, hadPassword };
  } catch {
    return null;
  }
}

/** Removes any password an earlier version saved; keeps the mobile (and the tick) in localStorage. Call at start. */
export function purgeSavedPasswords(): void {
  for (const storage of LEGACY_STORES()) {
    try {
      const raw = storage.getItem(SAVED_LOGIN_KEY);
      if (raw === null || !raw.includes('password')) continue;
      const saved = parse(raw);
      if (saved && storage === window.localStorage) storage.setItem(SAVED_LOGIN_KEY, JSON.stringify(clean(saved)));
      else storage.removeItem(SAVED_LOGIN_KEY);
    } catch {
      // storage disabled (private mode): nothing can be in it
    }
  }
}

const clean = (login: SavedLogin): SavedLogin => (login.remember ? { mobile: login.mobile, remember: true } : { mobile: login.mobile });

/** The login kept in localStorage (mobile, and whether 保存密码 was ticked), or null when absent or unreadable. */
export function readSavedLogin(): SavedLogin | null {
  try {
    const saved = parse(window.localStorage.getItem(SAVED_LOGIN_KEY));
    if (!saved) return null;
    if (saved.hadPassword) purgeSavedPasswords();
    return clean(saved);
  } catch {
    return null;
  }
}

/** Keeps the mobile and the tick; whatever else the object carries is not written. */
export function writeSavedLogin(login: SavedLogin): void {
  try {
    window.localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify(clean(login)));
  } catch {
    // storage full or disabled (private mode): remembering is a convenience, not a requirement
  }
}

/** `PasswordCredential` (Chromium; not in TypeScript's DOM library). */
type PasswordCredentialConstructor = new (data: { id: string; password: string; name?: string }) => Credential;

/**
 * Hands the signed-in mobile and password to the browser's password store, where the browser offers
 * the Credential Management API; elsewhere the browser's own save prompt (from the form's autocomplete
 * attributes) does it. Never throws: the user may decline, or the browser refuse.
 */
export async function storeBrowserCredential(mobile: string, password: string, name?: string): Promise<void> {
  const PasswordCredential = (window as unknown as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!PasswordCredential || !navigator.credentials?.store) return;
  try {
    await navigator.credentials.store(new PasswordCredential({ id: mobile, password, name: name || mobile }));
  } catch {
    // declined, or not allowed here (an insecure origin, a frame)
  }
}
