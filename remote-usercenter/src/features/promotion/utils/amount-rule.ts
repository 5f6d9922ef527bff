import { parseYuan } from 'shared-contracts';
import type { FormRule } from 'shared-contracts/ui/more';

interface Limits {
  /** yuan, inclusive, with what to say below it */
  min: number;
  minText: string;
  /** yuan, inclusive, with what to say above it */
  max: number;
  maxText: string;
}

/** An amount field's rule, compared in fen: required, at least a fen, within the limits. */
export function amountRule(label: string, { min, minText, max, maxText }: Limits): FormRule {
  return {
    validator: async (_rule, value: number | null | undefined) => {
      const fen = value === null || value === undefined ? null : parseYuan(value);
      if (fen === null || fen <= 0) throw new Error(`请输入${label}`);
      if (fen < (parseYuan(min) ?? 0)) throw new Error(minText);
      if (fen > (parseYuan(max) ?? 0)) throw new Error(maxText);
    },
  };
}
