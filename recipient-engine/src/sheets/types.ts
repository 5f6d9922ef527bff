/** Spreadsheet import, reading (SPEC §2.9, §5 "Spreadsheet", §8 "Import failure"; issue 11): the contract. */
import type { RecipientFields } from 'shared-contracts';
import type { RegionCandidate } from '../recipients/types';

/** Spreadsheet platform ids (SPEC §3: 1 jd, 2 tb, 3 pdd, 4 dy — SHEET_TEMPLATES). */
export type SheetPlatform = 1 | 2 | 3 | 4;

/**
 * One recipient read from the file (the contract's seven recipient fields and the sheet's own); `row` is the
 * row number as Excel shows it (an order over several rows: its first).
 */
export interface SheetRecipient extends RecipientFields {
  row: number;
  /** The buyer's account name (买家会员名), for the 买家会员名 filter. */
  use_name: string;
  /** The merchant's remark and the buyer's message, `；`-joined. */
  remark: string;
  platform: SheetPlatform | null;
  /**
   * The row's 订单状态 / 退款状态 / 售后状态 texts as written (empty ones left out); an order over several
   * rows: those of all its rows, each text once. Smart filtering (智能筛选) reads them.
   */
  statuses: string[];
  /**
   * Why the row was changed while being read (a name longer than 4 characters was cut), or why it cannot
   * be trusted as it stands (the address's place is ambiguous: see `candidates`).
   */
  warning?: string;
  /**
   * Set when the address does not decide the place (a district several cities share, no city or province
   * given): every division it could be, as in a typed recipient row (`RecognisedRow.candidates`). The
   * province/city/district then hold only what all candidates agree on; the user picks one.
   */
  candidates?: RegionCandidate[];
}

/** A data row that could not be used, with its row number as Excel shows it and the reason in Chinese. */
export interface SheetRejectedRow {
  row: number;
  reason: string;
}

export interface SheetResult {
  /** The platform the file looks like, by its headers; null when none is recognised. */
  platform: SheetPlatform | null;
  platformName: string | null;
  /** Row number of the header row as Excel shows it (1 for a plain export). */
  headerRow: number;
  /** Data rows read under the header (blank rows and a totals row not counted). */
  rowsRead: number;
  recipients: SheetRecipient[];
  rejected: SheetRejectedRow[];
}

export type SheetFailureKind = 'unreadable' | 'encrypted' | 'missing_columns' | 'too_large' | 'unsupported_type';

/** Help article 2: 表格有密码打不开怎么办？ */
export const SHEET_PASSWORD_ARTICLE = '/help-center/article/2';

export const SheetMessages = {
  uploadFailed: '上传失败',
  importFailed: '导入失败，请检查格式',
  noFile: '请先上传文件',
  encrypted: '文件已加密，请先去除密码后再上传（见帮助文章《表格有密码打不开怎么办？》）',
  tooLarge: '文件不能超过5MB',
  unsupportedType: '只能上传 .xlsx、.xls、.csv 格式的表格',
  noRows: '表格中没有可导入的收件人',
  missingColumns(missing: string[], platformName: string | null): string {
    const looks = platformName ? `（看起来是${platformName}导出的表格）` : '';
    return `导入失败，请检查格式：表格缺少${missing.map((m) => `「${m}」`).join('、')}列${looks}`;
  },
} as const;

/** A file that cannot be imported at all; nothing of it is kept. `message` is the Chinese text to show. */
export class SheetError extends Error {
  constructor(
    readonly kind: SheetFailureKind,
    message: string,
    readonly detail?: { missing?: string[]; platformName?: string | null },
  ) {
    super(message);
    this.name = 'SheetError';
  }
}
