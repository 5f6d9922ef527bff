import { checkConfirmPassword } from 'shared-contracts';
import type { FormRule } from 'shared-contracts/ui/more';

/** Confirm password: required and equal to the `passwordField` value (SPEC §5), with the shared messages. */
export function confirmPasswordRule(passwordField = 'password'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const problem = checkConfirmPassword(getFieldValue(passwordField), value);
      if (problem) throw new Error(problem);
    },
  });
}
