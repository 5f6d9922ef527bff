export * from './permissions';
export * from './calls';
