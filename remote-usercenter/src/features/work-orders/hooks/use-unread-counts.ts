import { useEffect, useState } from 'react';
import { useUnreadCountsQuery } from '../api/unread';

/** How often the badge asks while the page is visible. */
export const UNREAD_POLL_MS = 60_000;

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The unread counts for the badges: asked on mount, every 60 s while the page is visible (a hidden tab
 * does not poll), again when the window gets the focus back; `total` is what the menu shows.
 */
export function useUnreadCounts() {
  const [shown, setShown] = useState(visible);
  useEffect(() => {
    const onChange = () => setShown(visible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const { data } = useUnreadCountsQuery(undefined, { pollingInterval: shown ? UNREAD_POLL_MS : 0, refetchOnFocus: true });
  const workOrders = data?.work_orders ?? 0;
  const notifications = data?.notifications ?? 0;
  return { workOrders, notifications, total: workOrders + notifications };
}
