import { CALLBACK_STATUS, type CallbackStatus } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';

/** 待送达 blue (retrying), 已送达 green, 失败 red (given up). */
const COLOURS: Record<CallbackStatus, string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

export function DeliveryStatusTag({ status, text }: { status: CallbackStatus; text?: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {text || CALLBACK_STATUS[status] || status}
    </Tag>
  );
}
