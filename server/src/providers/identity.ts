/** Real-name verification (SPEC §6: shipping requires it). */
export interface IdentityCheck {
  name: string;
  /** 18-character resident identity card number (GB 11643). */
  idNumber: string;
}

export interface IdentityResult {
  passed: boolean;
  /** Why not, in Chinese, when it did not pass. */
  reason?: string;
}

export interface IdentityProvider {
  readonly name: string;
  /** A refusal is `passed: false` with its reason; the service being unreachable or failing is thrown (IdentityUnavailableError). */
  verify(check: IdentityCheck): Promise<IdentityResult>;
}

/**
 * The real-name service could not answer (outage, error, a misconfiguration). `message` is the Chinese
 * sentence for the user; `detail` is for the log and never holds the name or the number.
 */
export class IdentityUnavailableError extends Error {
  constructor(readonly detail: string) {
    super('实名认证服务暂不可用，请稍后再试');
    this.name = 'IdentityUnavailableError';
  }
}
