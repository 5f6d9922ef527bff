import { loadRegionIndex, recogniseRecipients, type RecognitionResult } from 'recipient-engine/recipients';
import { createRecogniseWorker } from '../worker/create-worker';
import type { WorkerRequest, WorkerResponse } from '../worker/protocol';

/** Texts with more lines than this are recognised in a Web Worker (issue 3). */
export const WORKER_LINE_THRESHOLD = 1000;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: RecognitionResult) => void; reject: (e: Error) => void }>();

function workerInstance(): Worker {
  if (!worker) {
    worker = createRecogniseWorker();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      if ('result' in event.data) job.resolve(event.data.result);
      else job.reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      for (const job of pending.values()) job.reject(new Error(event.message || '识别失败'));
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

function inWorker(text: string): Promise<RecognitionResult> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    workerInstance().postMessage({ id, text } satisfies WorkerRequest);
  });
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

async function onMainThread(text: string): Promise<RecognitionResult> {
  return recogniseRecipients(text, await loadRegionIndex());
}

/**
 * Recognises typed recipient lines: small texts on the main thread (the region data chunk is loaded
 * on first use), big ones in a Web Worker. A worker that cannot start (script blocked, out of memory)
 * must not cost the user the result: the text is then recognised on the main thread.
 */
export async function recognise(text: string): Promise<RecognitionResult> {
  if (countLines(text) <= WORKER_LINE_THRESHOLD) return onMainThread(text);
  try {
    return await inWorker(text);
  } catch (error) {
    console.warn('[recognise] Web Worker failed, recognising on the main thread', error);
    return onMainThread(text);
  }
}
