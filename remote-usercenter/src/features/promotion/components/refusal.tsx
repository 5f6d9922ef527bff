import { errorMessage, isApiError } from 'shared-contracts/app';
import { Alert } from 'shared-contracts/ui/more';
import { outcomeUnknown } from 'shared-contracts/app';

/**
 * What a dialog says after a failed call: the server's refusal, or — when the answer never came — that
 * pressing again is safe. Other failures (401, 4xx) were announced by the base query.
 */
export function refusalText(error: unknown, retryText: string): string | null {
  if (outcomeUnknown(error)) return retryText;
  if (isApiError(error) && error.status === 'BUSINESS') return errorMessage(error);
  return null;
}

export function Refusal({ text }: { text: string | null }) {
  return text ? <Alert type="error" showIcon role="alert" title={text} style={{ marginBottom: 16 }} /> : null;
}
