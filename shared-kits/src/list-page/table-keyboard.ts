import { useEffect, type RefObject } from 'react';

/** The box antd scrolls a wide table in (`.ant-table-body` when the table also scrolls vertically). */
const SCROLLER = '.ant-table-content, .ant-table-body';
/** What Tab would stop at inside antd's hidden measuring row. */
const TABBABLE = 'input, button, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard access to an antd table, checked again whenever its content or size changes (axe's rules, WCAG
 * 2.1.1 and 4.1.2):
 * - while the scrolling box is wider than it shows, it is a tab stop named `<label>（可左右滚动）`, so the
 *   arrow keys reach the columns that do not fit, even when no row holds a link or button (an empty list
 *   whose 操作 column is cut off); a box that fits is not;
 * - antd's measuring row (hidden, `aria-hidden`) copies the header, 全选's checkbox included: Tab would stop on
 *   that invisible copy, so it is taken out of the tab order.
 */
export function useTableKeyboardAccess(container: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const mark = () => {
      for (const box of root.querySelectorAll<HTMLElement>(SCROLLER)) {
        if (box.scrollWidth > box.clientWidth) {
          box.tabIndex = 0;
          box.setAttribute('aria-label', `${label}（可左右滚动）`);
        } else if (box.hasAttribute('tabindex')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('aria-label');
        }
      }
      for (const copy of root.querySelectorAll<HTMLElement>(`.ant-table-measure-row :is(${TABBABLE})`)) copy.tabIndex = -1;
    };
    mark();
    // the table mounts late (its code loads on demand) and rows, columns and the window's width change;
    // only added and removed nodes are watched, so the attributes set here start no new round
    const mutations = new MutationObserver(mark);
    mutations.observe(root, { childList: true, subtree: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    sizes?.observe(root);
    return () => {
      mutations.disconnect();
      sizes?.disconnect();
    };
  }, [container, label]);
}
