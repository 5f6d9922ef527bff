import styled from 'styled-components';

/**
 * The goods tag (e.g. 热销) as a corner ribbon over the card's top right edge, as antd's Badge.Ribbon draws it.
 * Positioned against the card, so it stays put while the card's box lifts on hover.
 */
export const Ribbon = styled.span`
  position: absolute;
  top: 8px;
  right: -6px;
  z-index: 1;
  padding: 0 8px;
  line-height: 22px;
  font-size: 12px;
  color: #fff;
  background: ${(p) => p.theme.volcano7};
  border-radius: 4px 4px 0 4px;
  &::after {
    content: '';
    position: absolute;
    right: 0;
    top: 100%;
    border: 3px solid ${(p) => p.theme.volcano9};
    border-right-color: transparent;
    border-bottom-color: transparent;
  }
`;
