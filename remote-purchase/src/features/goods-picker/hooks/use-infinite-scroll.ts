import { useCallback, useEffect, useRef, type UIEvent } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from 'shared-contracts';

/** How far the box is from its bottom, in px. */
const distanceToBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/**
 * Infinite scroll (SPEC §9): the next page is asked for when the scroll box comes within 100 px of its
 * bottom, and while the goods do not fill the box yet. `more` is false when there is nothing left or a
 * page is already on its way.
 */
export function useInfiniteScroll(more: boolean, loadMore: () => void, filled: unknown) {
  const box = useRef<HTMLDivElement | null>(null);
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      if (more && distanceToBottom(event.currentTarget) <= INFINITE_SCROLL_THRESHOLD_PX) loadMore();
    },
    [more, loadMore],
  );
  // a first page shorter than the box leaves nothing to scroll: go on until it is full (jsdom lays nothing out)
  useEffect(() => {
    const el = box.current;
    if (more && el && el.clientHeight > 0 && distanceToBottom(el) <= INFINITE_SCROLL_THRESHOLD_PX) loadMore();
  }, [more, loadMore, filled]);
  return { box, onScroll };
}
