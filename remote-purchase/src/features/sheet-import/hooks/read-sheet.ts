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
}

let worker: Promise<Worker> | null = null;
let nextId = 1;
const pending = new Map<number, Job>();

function failAll(message: string) {
  for (const job of pending.values()) job.reject(new SheetReadError({ kind: 'failed', message }));
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
      if ('result' in data) job.resolve(data.result);
      else job.reject(new SheetReadError(data.failure));
    };
    w.onerror = (event) => {
      failAll(event.message || 'worker failed');
      w.terminate();
      worker = null;
    };
    return w;
  });
  return worker;
}

/**
 * Reads an uploaded file in a Web Worker (`readSheet` of shared-contracts/sheets), calling `onProgress`
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
    pending.set(id, { resolve, reject, onProgress });
    started.postMessage({ id, bytes, fileName: file.name } satisfies SheetWorkerRequest, [bytes]);
  });
}
