// A one-sheet xlsx written as the client reads it: the sheet's XML is pulled from the rows batch by batch,
// so the server holds a batch or two whatever the export's size. ExcelJS's streaming writer could not do
// this: its worksheet stream (StreamBuf) never applies backpressure, so a 1,000,000-parcel export grew to
// 0.5–1 GB (docs/scale.md). archiver (zip-stream) pulls each entry from its source only as fast as the
// deflated output is read.
import { Readable } from 'node:stream';
import archiver from 'archiver';

export type XlsxCell = string | number | null | undefined;
export interface XlsxColumn {
  header: string;
  /** Width in characters, as Excel counts them. */
  width: number;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';
// style 0: plain; style 1: bold (the header row)
const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Characters XML 1.0 cannot hold (control characters, lone surrogates) are dropped; markup is escaped. */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters are what this removes
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
  );
}

/** A, B, …, Z, AA, AB, … */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

function rowXml(rowNumber: number, cells: XlsxCell[], style = 0): string {
  const s = style ? ` s="${style}"` : '';
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, i) => {
    if (value === null || value === undefined || value === '') return;
    const ref = `${columnLetters(i)}${rowNumber}`;
    xml +=
      typeof value === 'number' && Number.isFinite(value)
        ? `<c r="${ref}"${s}><v>${value}</v></c>`
        : `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

async function* sheetXml(columns: XlsxColumn[], batches: AsyncIterable<XlsxCell[][]>): AsyncGenerator<string> {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  yield `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>${rowXml(1, columns.map((c) => c.header), 1)}`;
  let rowNumber = 1;
  for await (const batch of batches) {
    // one string per batch: the next batch is read from the database only when this one has been zipped
    yield batch.map((cells) => rowXml(++rowNumber, cells)).join('');
  }
  yield '</sheetData></worksheet>';
}

/** The xlsx file as a stream: the rows are read only as fast as the client takes the file. */
export function streamXlsx(sheetName: string, columns: XlsxColumn[], batches: AsyncIterable<XlsxCell[][]>): Readable {
  // archiver buffers 1 MB per side by default; 64 KB keeps a paused export to a few batches
  const archive = archiver('zip', { zlib: { level: 6 }, highWaterMark: 64 * 1024 });
  const sheet = Readable.from(sheetXml(columns, batches), { highWaterMark: 1 }); // one batch's XML waits, not sixteen
  // a client gone away ends the export: the sheet's generator, and the database reads behind it, stop
  archive.once('close', () => sheet.destroy());
  // a failed read (the database gone) fails the file, which the client sees as a broken download, never as a short one
  sheet.once('error', (error) => archive.destroy(error));
  const name = xmlText(sheetName.slice(0, 31)).replace(/[\\/?*[\]:]/g, ' ');
  archive.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  archive.append(ROOT_RELS, { name: '_rels/.rels' });
  archive.append(`${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`, { name: 'xl/workbook.xml' });
  archive.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  archive.append(STYLES, { name: 'xl/styles.xml' });
  archive.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  archive.finalize().catch((error: Error) => archive.destroy(error));
  return archive;
}
