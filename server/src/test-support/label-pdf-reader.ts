import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Code128Error, decodeCode128 } from './code128';

/**
 * Reads a shipping-label PDF (src/services/suppliers/labels.ts) back as a person's scanner would see it: each
 * page's text through PDF.js (so Chinese comes back only if its font is embedded with a Unicode map), and each
 * Code 128 barcode drawn on the page decoded from its bars — the filled rectangles of the page's operator
 * list, grouped into rows, split at quiet zones and decoded by ./code128 (start code, checksum verified). A
 * run of bars that does not decode throws. A plain async function: the server's jest tests and the browser
 * tests (a downloaded PDF) both use it.
 */
export interface LabelsPdfPage {
  text: string;
  barcodes: string[];
  /** the page's size in PDF points, from PDF.js's viewport at scale 1 (100 × 180 mm = 283.46 × 510.24) */
  width: number;
  height: number;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** PDF.js's worker code on the main thread (globalThis.pdfjsWorker): no worker file to locate, in Node or under jest. */
const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
let loading: Promise<PdfJs> | undefined;
function pdfjs(): Promise<PdfJs> {
  loading ??= (async () => {
    const scope = globalThis as { pdfjsWorker?: unknown };
    scope.pdfjsWorker ??= await import(WORKER_MODULE);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n (PDF order: a point goes through m, then n). */
function multiply(m: readonly number[], n: readonly number[]): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** PDF.js's path drawing codes (DrawOPS in its source): moveTo, lineTo, curveTo, quadraticCurveTo, closePath. */
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUADRATIC = 3;
const CLOSE = 4;

/** The axis-aligned rectangles among a path's subpaths (a `re`, or four straight edges), in page space. */
function rectangles(path: ArrayLike<number>, ctm: Matrix): Box[] {
  const found: Box[] = [];
  let points: [number, number][] = [];
  let straight = true;
  const flush = () => {
    if (straight && (points.length === 4 || points.length === 5)) {
      const corners = points.slice(0, 4).map(([x, y]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
      const xs = corners.map(([x]) => x);
      const ys = corners.map(([, y]) => y);
      const box = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
      const onEdge = (v: number, a: number, b: number) => Math.abs(v - a) < 1e-3 || Math.abs(v - b) < 1e-3;
      if (corners.every(([x, y]) => onEdge(x, box.x0, box.x1) && onEdge(y, box.y0, box.y1))) found.push(box);
    }
    points = [];
    straight = true;
  };
  for (let i = 0; i < path.length; ) {
    const op = path[i];
    if (op === MOVE) {
      flush();
      points.push([path[i + 1], path[i + 2]]);
      i += 3;
    } else if (op === LINE) {
      points.push([path[i + 1], path[i + 2]]);
      i += 3;
    } else if (op === CURVE) {
      straight = false;
      i += 7;
    } else if (op === QUADRATIC) {
      straight = false;
      i += 5;
    } else if (op === CLOSE) {
      flush();
      i += 1;
    } else {
      throw new Error(`unknown path drawing code ${op}`);
    }
  }
  flush();
  return found;
}

function isDark(color: string): boolean {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!hex) return true;
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/** Every dark filled rectangle on the page, in page space. */
async function filledRectangles(lib: PdfJs, page: PDFPageProxy): Promise<Box[]> {
  const { OPS } = lib;
  const FILLS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const list = await page.getOperatorList();
  let state = { ctm: IDENTITY, fill: '#000000' };
  const saved: (typeof state)[] = [];
  const boxes: Box[] = [];
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[];
    switch (fn) {
      case OPS.save:
      case OPS.paintFormXObjectBegin:
        saved.push(state);
        if (fn === OPS.paintFormXObjectBegin && args[0]) state = { ...state, ctm: multiply(args[0] as number[], state.ctm) };
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
        state = saved.pop() ?? state;
        break;
      case OPS.transform:
        state = { ...state, ctm: multiply(args as number[], state.ctm) };
        break;
      case OPS.setFillRGBColor:
        state = { ...state, fill: String(args[0]) };
        break;
      case OPS.constructPath: {
        const [op, [path]] = args as [number, [ArrayLike<number> | null]];
        if (FILLS.has(op) && path && isDark(state.fill)) boxes.push(...rectangles(path, state.ctm));
        break;
      }
    }
  });
  return boxes;
}

/** A linear barcode has at least start + one character + checksum + stop: 13 bars. */
const FEWEST_BARS = 13;

/** The filled rectangles grouped into rows of equal top and bottom, split where a gap is a quiet zone, each run decoded. */
function barcodesOf(boxes: Box[], pageNumber: number): string[] {
  const rows = new Map<string, Box[]>();
  for (const box of boxes) {
    const key = `${box.y0.toFixed(1)}:${box.y1.toFixed(1)}`;
    rows.set(key, [...(rows.get(key) ?? []), box]);
  }
  const found: { y: number; x: number; text: string }[] = [];
  for (const row of rows.values()) {
    if (row.length < FEWEST_BARS) continue;
    row.sort((a, b) => a.x0 - b.x0);
    const narrowest = Math.min(...row.map((box) => box.x1 - box.x0));
    // inside a symbol no space is wider than 4 modules; a quiet zone is at least 10
    const runs: Box[][] = [[row[0]]];
    for (let i = 1; i < row.length; i += 1) {
      if (row[i].x0 - row[i - 1].x1 > 7 * narrowest) runs.push([]);
      runs[runs.length - 1].push(row[i]);
    }
    for (const run of runs) {
      if (run.length < FEWEST_BARS) continue;
      const widths: number[] = [];
      run.forEach((bar, i) => {
        if (i > 0) widths.push(bar.x0 - run[i - 1].x1);
        widths.push(bar.x1 - bar.x0);
      });
      try {
        found.push({ y: run[0].y1, x: run[0].x0, text: decodeCode128(widths) });
      } catch (error) {
        if (error instanceof Code128Error) {
          throw new Code128Error(`page ${pageNumber}: ${run.length} bars at x ${run[0].x0.toFixed(1)}, y ${run[0].y0.toFixed(1)} do not decode as Code 128: ${error.message}`);
        }
        throw error;
      }
    }
  }
  // top to bottom (PDF space: larger y is higher), then left to right
  return found.sort((a, b) => b.y - a.y || a.x - b.x).map((barcode) => barcode.text);
}

/** Each page's text (PDF.js's text content, lines ended with \n) and the texts of its Code 128 barcodes, top to bottom. */
export async function readLabelsPdf(pdf: Buffer | Uint8Array): Promise<{ pages: LabelsPdfPage[] }> {
  const lib = await pdfjs();
  const document = await lib.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: LabelsPdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join('');
      const barcodes = barcodesOf(await filledRectangles(lib, page), number);
      pages.push({ text, barcodes, width, height });
      page.cleanup();
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}
