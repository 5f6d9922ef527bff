import { useEffect, useState } from 'react';

/**
 * Gives keyboard focus back to what had it when this mounted (the 立即购买 button that opened a dialog) once
 * it unmounts. For a dialog the slot unmounts on close: antd gives focus back only after its closing
 * animation, which an unmounted dialog never plays. An opener that is gone by then (the page changed) is skipped.
 */
export function ReturnFocus() {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
  return null;
}
