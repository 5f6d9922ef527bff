/** shared-contracts: the framework-free part (types, envelope, constants, routes, rules). */
export * from './envelope';
export * from './constants';
export * from './entities';
export * from './site-config';
export * from './routes';
export * from './calls';
export * from './rules/account';
export * from './messages';
export * from './remote-module';
