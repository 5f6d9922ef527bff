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
  verify(check: IdentityCheck): Promise<IdentityResult>;
}
