/**
 * The shape of a short message, zod- and React-free: ./notices.tsx queues them (shared-contracts/ui) and
 * ./message-outlet.tsx shows them (shared-contracts/ui/more, loaded with the first message). Both import
 * this module and neither imports the other, so the two subpaths form no circle.
 */
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';
export interface UiNotice {
  level: NoticeLevel;
  text: string;
  duration?: number;
}

/** What shows a notice once the outlet is mounted. */
export type NoticeListener = (notice: UiNotice) => void;

/** The notice queue's hand-over (attachNoticeListener): a listener in, the queued notices out; null detaches. */
export type AttachNoticeListener = (next: NoticeListener | null) => UiNotice[];
