/**
 * The wallet side of the contract (issue 9): top-up, the ledger, real-name verification, VIP groups.
 * Money on the wire is yuan (at most two decimals); the server keeps fen (money.ts). The call types are
 * inferred from the wire schemas (shared-contracts/schemas, ./schemas/wallet.ts); the plain constants are in
 * ./wallet-texts.ts, which the schemas import (never this module).
 */
export type { AuthenticationBody, AuthenticationInfo, FinanceSummary, GroupInfo, LedgerEntry, LedgerQuery, RechargeConfig, RechargeOrder, RechargeOrderBody, RechargeStatus, WalletInfo } from './schemas/wallet';

export * from './wallet-texts';
