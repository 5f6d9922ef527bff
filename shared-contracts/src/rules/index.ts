/** shared-contracts/rules: SPEC §5's rules and our form rules as zod schemas with their Chinese messages. */
export * from './account';
export * from './substation';
export * from './money';
export * from './safe-text';
export * from './identity';
export * from './recharge';
export * from './recipient-rows';
