import { NOTICE_VERSION_KEY, type Notice } from 'shared-contracts';

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

/** The notice's words on one line, for the notice bar: tags dropped, entities of spaces and brackets read, spaces collapsed. */
export function noticeText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The notice version the user dismissed with 不再提示, or null. */
export function readDismissedVersion(): string | null {
  try {
    return localStorage.getItem(NOTICE_VERSION_KEY);
  } catch {
    return null;
  }
}

/** Fired on window when 不再提示 stored a version: the notice bar on the same page hides that notice too. */
export const NOTICE_DISMISSED_EVENT = 'gift-mall:notice-dismissed';
