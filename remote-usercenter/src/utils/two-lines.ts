import styled from 'styled-components';

/** Two short lines stacked in a narrow table cell, the second in the secondary colour (date / time, name / phone). */
export const TwoLines = styled.span`
  display: inline-flex;
  flex-direction: column;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  > span + span {
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;
