import { useEffect, useMemo } from 'react';
import { Alert, Tabs } from 'shared-contracts/ui/more';
import type { NewRecipient, Recipient, SourceKey } from '../../recipients';
import { RECIPIENT_SOURCES } from './source-registry';

export interface RecipientSourcesProps {
  platform: number | null;
  active: SourceKey;
  onActiveChange: (key: SourceKey) => void;
  /** Every recipient row (each source gets its own) */
  rows: readonly Recipient[];
  setRows: (source: SourceKey, rows: NewRecipient[]) => void;
  canAdd: () => boolean;
}

/**
 * Step 2: the recipient sources as tabs (the registry's order). A source the platform rules out is
 * disabled and says why; its content stays mounted, so nothing typed into it is lost.
 */
export function RecipientSources({ platform, active, onActiveChange, rows, setRows, canAdd }: RecipientSourcesProps) {
  const reasons = useMemo(() => new Map(RECIPIENT_SOURCES.map((s) => [s.key, s.unavailableFor(platform)])), [platform]);
  const reason = reasons.get(active) ?? null;
  // the platform rules some sources out (视频号: all but 授权店铺): say why while it is chosen
  const notice = [...reasons.values()].find(Boolean) ?? null;
  const rowsBySource = useMemo(() => {
    const by = new Map<SourceKey, Recipient[]>(RECIPIENT_SOURCES.map((s) => [s.key, []]));
    for (const row of rows) by.get(row.source)?.push(row);
    return by;
  }, [rows]);

  // the platform turned the active source off: move to the first one it allows, if any
  useEffect(() => {
    if (!reason) return;
    const open = RECIPIENT_SOURCES.find((s) => !reasons.get(s.key));
    if (open) onActiveChange(open.key);
  }, [reason, reasons, onActiveChange]);

  return (
    <>
      {notice ? <Alert type={reason ? 'warning' : 'info'} showIcon title={notice} style={{ marginBottom: 12 }} data-testid="source-unavailable" /> : null}
      <Tabs
        activeKey={active}
        onChange={(key) => onActiveChange(key as SourceKey)}
        items={RECIPIENT_SOURCES.map((source) => ({
          key: source.key,
          label: source.label,
          disabled: Boolean(reasons.get(source.key)),
          children: source.render({
            platform,
            disabled: Boolean(reasons.get(source.key)),
            rows: rowsBySource.get(source.key) ?? [],
            setRows: (rows) => setRows(source.key, rows),
            canAdd,
          }),
        }))}
      />
    </>
  );
}
