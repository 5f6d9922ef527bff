import { errorMessage } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';

/**
 * One write outside a form (a row's action, a batch): runs it, says the server's answer — the success text
 * (or one made from the result), or its refusal in its own words (`failed` when it gives none) — and resolves
 * whether it went through. Forms say a refusal inside the form instead (what was typed stays).
 */
export async function runWrite<T>(work: () => Promise<T>, success: string | ((result: T) => string), failed = '操作失败，请稍后再试'): Promise<boolean> {
  try {
    const result = await work();
    showNotice({ level: 'success', text: typeof success === 'function' ? success(result) : success });
    return true;
  } catch (error) {
    showNotice({ level: 'error', text: errorMessage(error, failed) });
    return false;
  }
}
