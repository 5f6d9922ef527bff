import { chinaTime } from '../../../utils/china-time';
import { TwoLines } from '../../../utils/two-lines';

/** A moment in China time on two lines (date, then time): a narrow column in a wide table. */
export function TimeCell({ at }: { at: string }) {
  const [date, time] = chinaTime(at).split(' ');
  return (
    <TwoLines>
      <span>{date}</span> <span>{time}</span>
    </TwoLines>
  );
}
