import type { FormRule } from 'antd';

/**
 * An antd Form rule for a field that repeats another (确认新密码, 确认提现密码): `mismatch` when it differs from
 * `field`; when empty, `missing` if given, else it passes (a `required` rule beside it says so). Put `field`
 * in the item's `dependencies` so a change there checks it again.
 */
export function sameAsRule(field: string, mismatch: string, missing?: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value) {
        if (missing) throw new Error(missing);
        return;
      }
      if (value !== getFieldValue(field)) throw new Error(mismatch);
    },
  });
}

/** An antd Form rule for a field that must not repeat another (新密码 and 原密码): `same` when it does. */
export function notSameAsRule(field: string, same: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value === getFieldValue(field)) throw new Error(same);
    },
  });
}
