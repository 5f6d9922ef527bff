/**
 * shared-kits/console-frame: what the back-office consoles share — the operator console (remote-admin, 运营后台)
 * and the supplier centre (remote-supplier, 供应商中心). `ConsoleFrame`, the side menu + top bar around a section's
 * page (each console passes its own menu and account); `AuthCard`, the card a page outside the frame sits in
 * (sign-in, 修改密码); `PasswordChangeForm`, 修改密码 of the console's own account with its server's rules;
 * `Loaded`, a page waiting for its one query.
 * A shared module loaded only by the pages that use it: never part of the first visit to `/`.
 */
export { ConsoleFrame, type ConsoleFrameProps, type FrameSection } from './console-frame';
export { AuthCard, type AuthCardProps } from './auth-card';
export { PasswordChangeForm, type PasswordChangeFormProps, type PasswordChangeValues, type PasswordPolicy } from './password-change-form';
export { Loaded, type LoadableQuery, type LoadedProps } from './loaded';
