import { TRACK_STATE_COLOURS, TRACK_STATE_NAMES, trackEventColour, type ParcelListItem, type TrackState } from 'shared-contracts';
import { Button, Empty, Space, Spin, Tag } from 'shared-contracts/ui';
import { Drawer, Result, Timeline } from 'shared-contracts/ui/more';
import { useState } from 'react';
import styled from 'styled-components';
import { yuan } from '../../../utils/yuan';
import { useUserParcelTrackQuery } from '../api/parcel-track';

export function TrackStateTag({ state }: { state: TrackState }) {
  return <Tag color={TRACK_STATE_COLOURS[state] ?? 'default'}>{TRACK_STATE_NAMES[state] ?? state}</Tag>;
}

/** 已赔付 ¥2.00: the 超时赔付 credited to the balance for this parcel. */
export function CompensationTag({ amount }: { amount: number }) {
  return <Tag color="gold">已赔付 ¥{yuan(amount)}</Tag>;
}

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  white-space: nowrap;
  .ant-tag {
    margin-inline-end: 0;
  }
  .ant-btn {
    padding: 0;
    height: auto;
  }
`;

const Event = styled.div`
  small {
    display: block;
    color: ${(p) => p.theme.colorTextSecondary};
    font-size: 12px;
  }
`;

type TrackedParcel = Pick<ParcelListItem, 'id' | 'waybill_code' | 'express_name' | 'rec_name' | 'track_state' | 'compensation'>;

/** The parcel's courier events, newest first as the server sends them: time (China time), what happened, where. */
function TrackTimeline({ parcelId }: { parcelId: number }) {
  const { data, error, isFetching, refetch } = useUserParcelTrackQuery({ id: parcelId }, { refetchOnMountOrArgChange: true });
  if (isFetching && !data) {
    return (
      <div role="status" aria-label="物流信息加载中" style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  if (error) {
    const msg = 'msg' in error && typeof error.msg === 'string' ? error.msg : '物流信息加载失败';
    return (
      <Result
        status="warning"
        title="物流信息加载失败"
        subTitle={msg}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!data) return null;
  return (
    <Spin spinning={isFetching}>
      <Space style={{ marginBottom: 16 }} wrap>
        <TrackStateTag state={data.track_state} />
        <span>
          {data.express_name} {data.waybill_code}
        </span>
      </Space>
      {data.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />
      ) : (
        <Timeline
          aria-label="物流轨迹"
          items={data.events.map((event, i) => ({
            key: `${event.time}-${i}`,
            color: trackEventColour(event.state, i === 0),
            title: event.time,
            content: (
              <Event>
                <span>{event.description}</span>
                {event.location ? <small>{event.location}</small> : null}
              </Event>
            ),
          }))}
        />
      )}
    </Spin>
  );
}

/**
 * The 物流状态 cell: the state's Tag, 已赔付 ¥x when the parcel was compensated, and 物流 (once it has a waybill
 * number) opening a drawer with its timeline — asked for only when opened, and again on each opening.
 */
export function TrackCell({ parcel }: { parcel: TrackedParcel }) {
  const [open, setOpen] = useState(false);
  return (
    <Cell>
      {/* no courier has it before its waybill (still waiting, or refused and refunded): nothing to track */}
      {parcel.waybill_code ? <TrackStateTag state={parcel.track_state} /> : parcel.compensation === null ? '—' : null}
      {parcel.compensation !== null ? <CompensationTag amount={parcel.compensation} /> : null}
      {parcel.waybill_code ? (
        <Button type="link" size="small" onClick={() => setOpen(true)}>
          物流
        </Button>
      ) : null}
      {open ? (
        <Drawer title={`物流信息 · ${parcel.rec_name}`} open onClose={() => setOpen(false)} size={480} destroyOnHidden>
          <TrackTimeline parcelId={parcel.id} />
        </Drawer>
      ) : null}
    </Cell>
  );
}
