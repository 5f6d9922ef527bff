/**
 * shared-contracts/schemas: the wire schemas (zod) of the money calls — recipients, price / check / make,
 * the order and parcel lists, stores, the wallet — declared once. The server's routes validate and
 * document with them, the Open API reuses them, and the root module's types are inferred from them.
 * Not a shared module: compiled into each package that imports it, so a first visit downloads no zod.
 */
export * from './common';
export * from './recipient';
export * from './orders';
export * from './stores';
export * from './wallet';
export * from './work-orders';
export * from './gifts';
export * from './promotion';
export * from './open-api';
