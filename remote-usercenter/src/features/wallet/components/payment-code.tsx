import { lazy, Suspense } from 'react';
import { RECHARGE_QR_SIZE, type RechargeOrder } from 'shared-contracts';
import { Spin } from 'shared-contracts/ui';
import styled from 'styled-components';

// the QR code library is a chunk of its own, loaded when the first code is shown
const QRCodeSVG = lazy(() => import(/* webpackChunkName: "qrcode" */ 'qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const Box = styled.div`
  width: ${RECHARGE_QR_SIZE}px;
  height: ${RECHARGE_QR_SIZE}px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 420px;
  border: 0;
`;

/** What the 请扫码 dialog shows: a 250×250 QR code of `data`, or the payment page `data` in an iframe (SPEC §2.11, §9). */
export function PaymentCode({ order }: { order: RechargeOrder }) {
  if (order.type === 'iframe') return <Frame src={order.data} title="支付页面" />;
  return (
    <Box>
      <Suspense fallback={<Spin />}>
        <QRCodeSVG value={order.data} size={RECHARGE_QR_SIZE} level="M" marginSize={1} title="充值二维码" role="img" aria-label="充值二维码" />
      </Suspense>
    </Box>
  );
}
