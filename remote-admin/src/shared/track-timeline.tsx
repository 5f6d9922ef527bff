import { trackEventColour, type ParcelTrack } from 'shared-contracts';
import { Empty } from 'shared-contracts/ui';
import { Timeline, Typography } from 'shared-contracts/ui/more';

/** A parcel's courier events, newest first as the server sends them (包裹详情, a work order's 关联包裹). */
export function TrackTimeline({ events, label }: { events: ParcelTrack['events']; label: string }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />;
  return (
    <Timeline
      aria-label={label}
      items={events.map((event, i) => ({
        key: `${event.time}-${i}`,
        color: trackEventColour(event.state, i === 0),
        title: event.time,
        content: (
          <>
            <span>{event.description}</span>
            {event.location ? <Typography.Text type="secondary">{`（${event.location}）`}</Typography.Text> : null}
          </>
        ),
      }))}
    />
  );
}
