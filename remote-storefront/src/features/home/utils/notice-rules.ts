import type { Notice } from 'shared-contracts';

/** Content with no text and no image (`''`, `<p></p>`, `<p><br></p>`, `&nbsp;`) counts as empty. */
export function isEmptyContent(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, '')
    .trim();
  return text.length === 0;
}

/** SPEC §2.3: not shown when there is no notice, its content is empty, or its version was dismissed. */
export function shouldShowNotice(notice: Notice | null | undefined, dismissedVersion: string | null): notice is Notice {
  if (!notice) return false;
  if (isEmptyContent(notice.content)) return false;
  return !(dismissedVersion !== null && dismissedVersion === notice.version);
}
