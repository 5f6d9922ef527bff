import styled from 'styled-components';
import { chinaTime } from '../../../utils/china-time';

const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  > span + span {
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

/** A moment in China time on two lines (date, then time): a narrow column in a wide table. */
export function TimeCell({ at }: { at: string }) {
  const [date, time] = chinaTime(at).split(' ');
  return (
    <Cell>
      <span>{date}</span> <span>{time}</span>
    </Cell>
  );
}
