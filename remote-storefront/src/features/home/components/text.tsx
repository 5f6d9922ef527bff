import styled from 'styled-components';

/*
 * Small text styles for the first-visit path (the home page). antd's Typography would add ~17 KB gzip
 * to every first visit for what these few lines do; pages loaded later may use Typography freely.
 */

/** Secondary text, 12 px. */
export const Muted = styled.span`
  color: ${(p) => p.theme.colorTextSecondary};
  font-size: 12px;
`;

/** A secondary paragraph, 12 px. */
export const Note = styled.p`
  color: ${(p) => p.theme.colorTextSecondary};
  font-size: 12px;
  margin: 0;
`;

/** Bold text cut with an ellipsis to one line. */
export const StrongLine = styled.strong`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
