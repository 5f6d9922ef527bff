import { lazy, Suspense, useEffect, useState } from 'react';
import type { NoticeListener, UiNotice } from './notice-types';

export type { NoticeLevel, UiNotice } from './notice-types';

let listener: NoticeListener | null = null;
const queue: UiNotice[] = [];
const wakers = new Set<() => void>();

/**
 * Shows a short message (antd `message`, themed). The message component loads with the first message,
 * not with the first page; messages sent before it is ready wait in a queue.
 */
export function showNotice(notice: UiNotice): void {
  if (listener) {
    listener(notice);
    return;
  }
  queue.push(notice);
  for (const wake of wakers) wake();
}

/** Called by MessageOutlet (ui/more) once it can show messages; returns the queued ones. */
export function attachNoticeListener(next: NoticeListener | null): UiNotice[] {
  listener = next;
  return next ? queue.splice(0) : [];
}

const MessageOutlet = lazy(() => import('shared-contracts/ui/more').then((m) => ({ default: m.MessageOutlet })));

/** Where messages render: inside the app's ConfigProvider (AppThemeProvider mounts it). */
export function NoticeOutlet() {
  const [needed, setNeeded] = useState(queue.length > 0);
  useEffect(() => {
    const wake = () => setNeeded(true);
    wakers.add(wake);
    if (queue.length > 0) setNeeded(true);
    return () => {
      wakers.delete(wake);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MessageOutlet attach={attachNoticeListener} />
    </Suspense>
  );
}
