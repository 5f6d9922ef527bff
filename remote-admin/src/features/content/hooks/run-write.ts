import { errorMessage } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';

/**
 * One write from a list (move, on/off, delete): says the server's answer — success or its refusal — and
 * resolves whether it went through. Forms say a refusal in the form instead (they stay open).
 */
export async function runWrite(work: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await work();
    showNotice({ level: 'success', text: success });
    return true;
  } catch (error) {
    showNotice({
      level: 'error',
      text: errorMessage(error, '操作失败，请稍后再试'),
    });
    return false;
  }
}
