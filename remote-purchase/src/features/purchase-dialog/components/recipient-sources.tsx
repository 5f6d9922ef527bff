import { useEffect, useMemo } from 'react';
import { Alert, Tabs } from 'shared-contracts/ui/more';
import type { NewRecipient, SourceKey } from '../../recipients/types';
import { RECIPIENT_SOURCES } from './source-registry';

export interface RecipientSourcesProps {
  platform: number | null;
  active: SourceKey;
  onActiveChange: (key: SourceKey) => void;
  setRows: (source: SourceKey, rows: NewRecipient[]) => void;
  canAdd: () => boolean;
}

/**
 * Step 2: the recipient sources as tabs (the registry's order). A source the platform rules out is
 * disabled and says why; its content stays mounted, so nothing typed into it is lost.
 */
export function RecipientSources({ platform, active, onActiveChange, setRows, canAdd }: RecipientSourcesProps) {
  const reasons = useMemo(() => new Map(RECIPIENT_SOURCES.map((s) => [s.key, s.unavailableFor(platform)])), [platform]);
  const reason = reasons.get(active) ?? null;

  // the platform turned the active source off: move to the first one it allows, if any
  useEffect(() => {
    if (!reason) return;
    const open = RECIPIENT_SOURCES.find((s) => !reasons.get(s.key));
    if (open) onActiveChange(open.key);
  }, [reason, reasons, onActiveChange]);

  return (
    <>
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 12 }} data-testid="source-unavailable" /> : null}
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
            setRows: (rows) => setRows(source.key, rows),
            canAdd,
          }),
        }))}
      />
    </>
  );
}
