import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** An antd Form rule that validates with a shared-contracts schema and shows its Chinese message. */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入不正确');
    },
  };
}
