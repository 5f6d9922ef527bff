import type { UserTypeValue } from 'shared-contracts';
import type { LoginMode } from 'shared-contracts/app';

/** What one view hands to the next when the dialog switches mode (SPEC §4: keep the mobile; after
 * registering, the mobile and password; the 普通用户 / 供应商 choice, issue 33). */
export interface AuthCarry {
  mobile?: string;
  password?: string;
  type?: UserTypeValue;
}

/** Props every view of the login dialog receives from the panel. */
export interface AuthViewProps {
  carry: AuthCarry;
  /** Switch the dialog to another mode, handing over what the next view should prefill. */
  onSwitchMode: (mode: LoginMode, carry?: AuthCarry) => void;
  /** Keep the typed mobile so the next view starts with it. */
  onMobileChange: (mobile: string) => void;
  /** Keep the chosen 普通用户 / 供应商 so the next view starts with it. */
  onTypeChange?: (type: UserTypeValue) => void;
}
