/** shared-contracts: the framework-free part (types, envelope, constants, routes, rule texts; the zod schemas are in shared-contracts/rules). */
export * from './envelope';
export * from './constants';
export * from './entities';
export * from './site-config';
export * from './routes';
export * from './calls';
export * from './rules/account-text';
export type { SubstationApplication } from './rules/substation';
export type { ChangePasswordBody, FindPasswordBody, LoginBody, RegisterBody, SendSmsBody, SmsLoginBody } from './rules/account';
export * from './messages';
export * from './remote-module';
export * from './contract-version';
export * from './sheet-templates';
export * from './money';
export * from './wallet';
export * from './orders';
export * from './smart-filter';
export * from './reissue';
