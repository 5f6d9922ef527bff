import { errorMessage, isApiError } from 'shared-contracts/app';

/**
 * The server's refusal (code ≠ 0) to show where it happened, or null: transport and HTTP failures were
 * already announced by the base query.
 */
export function refusalOf(error: unknown): string | null {
  return isApiError(error) && error.status === 'BUSINESS' ? errorMessage(error) : null;
}
