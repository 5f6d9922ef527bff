import { useEffect, useRef } from 'react';
import type { FormInstance } from 'shared-contracts/ui/more';

/**
 * Shows a loaded record's new values in its form when the record changes after the form was mounted (the refetch
 * after a save). The form mounts with the record's values as its `initialValues`, so the mount itself sets nothing:
 * a field typed into between the form's first paint and its effects — a quick hand, or a browser test on a busy
 * machine (推广设置's 最低提现金额 lost that way once) — keeps what was typed.
 */
export function useFormFollowsData<T, V>(form: FormInstance<V>, data: T | undefined, valuesOf: (data: T) => V): void {
  const shown = useRef<T | undefined>(undefined);
  // the record the form mounts with (its initialValues), remembered on the render that first has it
  if (shown.current === undefined) shown.current = data;
  useEffect(() => {
    if (data === undefined || data === shown.current) return;
    shown.current = data;
    form.setFieldsValue(valuesOf(data) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  }, [data, form, valuesOf]);
}
