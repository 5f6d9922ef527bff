import type { ReactNode } from 'react';
import { AUTHORISED_ONLY_PLATFORM, OrderSource, StoreMessages, type OrderSourceValue } from 'shared-contracts';
import { AuthorisedSource } from '../../stores';
import type { NewRecipient, Recipient, SourceKey } from '../../recipients';
import { SheetSource } from '../../sheet-import';
import { FilterSource } from '../../smart-filter';
import { TypedSource } from '../../typed-recipients';

/** What a source's tab gets to work with. */
export interface SourceContext {
  platform: number | null;
  /** The source cannot be used with this platform (its tab shows, read-only). */
  disabled: boolean;
  /** The source's rows as it now reads them (replacing its earlier ones; a row with the same origin is kept). */
  setRows: (rows: NewRecipient[]) => void;
  /** The source's rows in the recipient table now (edited, priced; without the deleted and ordered ones). */
  rows: readonly Recipient[];
  /** Before adding rows: false (and 请先选择平台 said) when no platform is chosen. */
  canAdd: () => boolean;
}

/** One way to enter recipients: a tab of step 2 (SPEC §1: typed, spreadsheet, smart filter, authorised shop). */
export interface RecipientSourceDef {
  key: SourceKey;
  label: string;
  /** order_source of make when ordering from this tab */
  orderSource: OrderSourceValue;
  /** Why the platform rules this source out, or null (SPEC §4 source switching). */
  unavailableFor: (platform: number | null) => string | null;
  render: (ctx: SourceContext) => ReactNode;
}

export const AUTHORISED_ONLY_TEXT = StoreMessages.authorisedOnly;

/** Platform 6 takes recipients only from an authorised shop: the other sources are off. */
const notForAuthorisedOnly = (platform: number | null) => (platform === AUTHORISED_ONLY_PLATFORM ? AUTHORISED_ONLY_TEXT : null);

/**
 * The recipient sources, in tab order: a key, a label, their order_source, when they are off, and a
 * render that hands rows to `setRows`. 授权店铺 is never off; platform 6 leaves only it.
 */
export const RECIPIENT_SOURCES: readonly RecipientSourceDef[] = [
  {
    key: 'typed',
    label: '手动输入',
    orderSource: OrderSource.TYPED,
    unavailableFor: notForAuthorisedOnly,
    render: (ctx) => <TypedSource setRows={ctx.setRows} canAdd={ctx.canAdd} disabled={ctx.disabled} />,
  },
  {
    key: 'sheet',
    label: '表格导入',
    orderSource: OrderSource.SHEET,
    unavailableFor: notForAuthorisedOnly,
    render: (ctx) => <SheetSource platform={ctx.platform} setRows={ctx.setRows} canAdd={ctx.canAdd} disabled={ctx.disabled} />,
  },
  {
    key: 'filter',
    label: '智能筛选',
    orderSource: OrderSource.FILTER,
    unavailableFor: notForAuthorisedOnly,
    render: (ctx) => <FilterSource platform={ctx.platform} setRows={ctx.setRows} canAdd={ctx.canAdd} disabled={ctx.disabled} />,
  },
  {
    key: 'authorised',
    label: '授权店铺',
    orderSource: OrderSource.AUTHORISED,
    unavailableFor: () => null,
    render: (ctx) => <AuthorisedSource platform={ctx.platform} rows={ctx.rows} setRows={ctx.setRows} />,
  },
];

export function sourceUnavailable(source: SourceKey, platform: number | null): string | null {
  return RECIPIENT_SOURCES.find((s) => s.key === source)?.unavailableFor(platform) ?? null;
}
