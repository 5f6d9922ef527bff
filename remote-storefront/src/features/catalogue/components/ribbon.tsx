import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
  height: 100%;
`;

const Label = styled.span`
  position: absolute;
  top: 8px;
  right: -6px;
  z-index: 1;
  padding: 0 8px;
  line-height: 22px;
  font-size: 12px;
  color: #fff;
  background: #fa541c;
  border-radius: 4px 4px 0 4px;
  &::after {
    content: '';
    position: absolute;
    right: 0;
    top: 100%;
    border: 3px solid #ad2102;
    border-right-color: transparent;
    border-bottom-color: transparent;
  }
`;

/** A corner ribbon with the goods tag (e.g. 热销), as antd's Badge.Ribbon draws it. */
export function Ribbon({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Wrap>
      {children}
      <Label>{text}</Label>
    </Wrap>
  );
}
