import { useEffect, useRef } from 'react';

/** What antd's inputs hand their ref (InputRef, TextAreaRef): focus, and the element they draw. */
interface Focusable {
  focus(): void;
  nativeElement: HTMLElement | null;
}

/** Frames to wait for the field to be on screen (a dialog shows its content a frame or two after mounting it). */
const FRAMES = 30;

/**
 * A ref that focuses its antd input once it is on screen, as `autoFocus` would. `autoFocus` alone is lost in a
 * dialog opened without motion (antd with `motion: false`, for visitors who ask for reduced motion): the dialog
 * mounts its content before it is attached to the page, the browser ignores that focus, and the dialog's focus
 * trap then takes its first button (关闭). Keep `autoFocus` on the input as well: where it works, this does nothing.
 */
export function useAutoFocus<T extends Focusable>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const attempt = (left: number) => {
      const element = ref.current?.nativeElement;
      const shown = element?.isConnected && element.getClientRects().length > 0;
      if (shown) {
        if (!element.contains(document.activeElement)) ref.current?.focus();
      } else if (left > 0) {
        frame = requestAnimationFrame(() => attempt(left - 1));
      }
    };
    // from the next frame, never in this effect: a dialog notes in its own effect, which runs after this one,
    // what had focus before it opened, to give focus back when it closes
    frame = requestAnimationFrame(() => attempt(FRAMES));
    return () => cancelAnimationFrame(frame);
  }, [enabled]);
  return ref;
}
