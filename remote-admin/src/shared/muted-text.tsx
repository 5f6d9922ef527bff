import styled from 'styled-components';

/** A hint or caption under a field, in the theme's tertiary text colour (readable: 5.7:1 on white). */
export const Muted = styled.div`
  color: ${(p) => p.theme.colorTextTertiary};
`;

/** A problem said in place, in the theme's error colour. */
export const ProblemText = styled.div`
  color: ${(p) => p.theme.colorError};
`;
