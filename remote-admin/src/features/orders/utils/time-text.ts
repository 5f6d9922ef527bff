import { chinaText } from 'shared-contracts/china-time';

const CHINA_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A moment as China time text (`YYYY-MM-DD HH:mm:ss`): the lists send ISO times; a China time text stays as it is. */
export const timeText = (moment: string | null | undefined): string => (!moment ? '' : CHINA_TEXT.test(moment) ? moment : chinaText(moment));
