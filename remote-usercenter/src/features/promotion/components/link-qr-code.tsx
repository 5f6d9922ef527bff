import { lazy, Suspense, useRef } from 'react';
import { downloadBlob } from 'shared-kits/list-page';
import { Button, showNotice, Spin } from 'shared-contracts/ui';
import styled from 'styled-components';

// the QR code library is a chunk of its own (as 在线充值's), loaded when the page shows the code
const QRCodeCanvas = lazy(() =>
  import(/* webpackChunkName: "qrcode" */ 'qrcode.react').then((m) => ({
    default: m.QRCodeCanvas,
  }))
);

const SIZE = 160;
export const QR_FILE_NAME = '推广二维码.png';

const Box = styled.div`
  width: ${SIZE}px;
  height: ${SIZE}px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
`;

/** The referral link's QR code with 保存二维码 (the canvas as a PNG, drawn with a white margin to scan well). */
export function LinkQrCode({ link }: { link: string }) {
  const box = useRef<HTMLDivElement>(null);
  const save = () => {
    const canvas = box.current?.querySelector('canvas');
    if (!canvas) return;
    canvas.toBlob((blob) => {
      if (blob) downloadBlob(blob, QR_FILE_NAME);
      else showNotice({ level: 'warning', text: '保存失败，请截图保存二维码' });
    }, 'image/png');
  };
  return (
    <Column>
      <Box ref={box}>
        <Suspense fallback={<Spin />}>
          <QRCodeCanvas value={link} size={SIZE} level="M" marginSize={2} role="img" aria-label="推广二维码" />
        </Suspense>
      </Box>
      <Button size="small" onClick={save}>
        保存二维码
      </Button>
    </Column>
  );
}
