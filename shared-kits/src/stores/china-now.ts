import dayjs, { type Dayjs } from 'dayjs';
import { chinaText } from 'shared-contracts/china-time';

/**
 * Now as China wall-clock time in a dayjs (whatever the browser's zone): the sync's times are China time
 * text (`YYYY-MM-DD HH:mm:ss`), so the picker shows and the shortcuts count China moments.
 */
export function chinaNow(now: number = Date.now()): Dayjs {
  return dayjs(chinaText(now));
}

export const SYNC_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
