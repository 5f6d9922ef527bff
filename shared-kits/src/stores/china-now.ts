import dayjs, { type Dayjs } from 'dayjs';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Now as China wall-clock time in a dayjs (whatever the browser's zone): the sync's times are China time
 * text (`YYYY-MM-DD HH:mm:ss`), so the picker shows and the shortcuts count China moments.
 */
export function chinaNow(now: number = Date.now()): Dayjs {
  return dayjs(new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 19));
}

export const SYNC_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
