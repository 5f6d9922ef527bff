import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from 'shared-contracts/app';
import { Spin } from 'shared-contracts/ui';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.45);
`;

/** The global loading mask of SPEC §7: shown while a call that did not opt out runs longer than 300 ms. */
export function LoadingMask() {
  const busy = useAppSelector((s) => s.ui.loading > 0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <Overlay aria-busy="true" data-testid="loading-mask">
      <Spin size="large" tip="加载中…">
        <div style={{ width: 80, height: 80 }} />
      </Spin>
    </Overlay>
  );
}
