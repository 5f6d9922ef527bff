import type { SheetFailure, SheetResult } from '../types';
import type { SheetWorkerRequest, SheetWorkerResponse } from '../worker/protocol';

/** A file the reader refused or could not read; `failure` is what the worker said (plain data). */
export class SheetReadError extends Error {
  constructor(readonly failure: SheetFailure) {
    super(failure.message || failure.kind);
    this.name = 'SheetReadError';
  }
}

interface Job {
  resolve: (result: SheetResult) => void;
  reject: (error: Error) => void;
  onProgress?: (fraction: number) => void;
  /** The job's time limit (cleared when it answers). */
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * How long one file may take in the worker. SheetJS can loop forever on some damaged .xlsx files (the
 * worker never answers): past this the worker is stopped and the file fails with 上传失败.
 */
export const SHEET_READ_TIMEOUT_MS = 60_000;

/** What a file that took too long fails with (shown as 上传失败 and this). */
export const SHEET_TIMEOUT_FAILURE: SheetFailure = { kind: 'unreadable', message: '读取超时，表格可能已损坏：请用 Excel 打开后另存为 .xlsx 再上传' };

let worker: Promise<Worker> | null = null;
let nextId = 1;
const pending = new Map<number, Job>();

function failAll(failure: SheetFailure) {
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(new SheetReadError(failure));
  }
  pending.clear();
}

/** One worker for the page, started on the first file (its module is loaded only then). */
function workerInstance(): Promise<Worker> {
  worker ??= import('../worker/create-worker').then(({ createSheetWorker }) => {
    const w = createSheetWorker();
    w.onmessage = (event: MessageEvent<SheetWorkerResponse>) => {
      const data = event.data;
      const job = pending.get(data.id);
      if (!job) return;
      if ('progress' in data) {
        job.onProgress?.(data.progress);
        return;
      }
      pending.delete(data.id);
      clearTimeout(job.timer);
      if ('result' in data) job.resolve(data.result);
      else job.reject(new SheetReadError(data.failure));
    };
    w.onerror = (event) => {
      failAll({ kind: 'failed', message: event.message || 'worker failed' });
      w.terminate();
      worker = null;
    };
    return w;
  });
  return worker;
}

/**
 * Reads an uploaded file in a Web Worker (`readSheet` of recipient-engine/sheets), calling `onProgress`
 * with 0…1 as it goes. Rejects with a SheetReadError (its kind, message and detail) when the file cannot
 * be imported.
 */
export async function readSheetFile(file: File, onProgress?: (fraction: number) => void): Promise<SheetResult> {
  const bytes = await file.arrayBuffer();
  let started: Worker;
  try {
    started = await workerInstance();
  } catch (error) {
    worker = null;
    throw new SheetReadError({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  return new Promise<SheetResult>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      // the worker is stuck in this file: stop it (a later file starts a new one); files waiting behind it fail too
      if (!pending.has(id)) return;
      started.terminate();
      worker = null;
      failAll(SHEET_TIMEOUT_FAILURE);
    }, SHEET_READ_TIMEOUT_MS);
    pending.set(id, { resolve, reject, onProgress, timer });
    started.postMessage({ id, bytes, fileName: file.name } satisfies SheetWorkerRequest, [bytes]);
  });
}
