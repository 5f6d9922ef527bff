/// <reference lib="webworker" />
// Reads an uploaded spreadsheet off the main thread (the page never freezes), reporting progress.
// The region data is loaded once, here. Failures go back as plain data: an Error does not cross.
import { loadRegionIndex } from 'recipient-engine/recipients';
import { readSheet } from 'recipient-engine/sheets';
import { failureOf } from './failure';
import type { SheetWorkerRequest, SheetWorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** At most one progress message per this many ms. */
const PROGRESS_EVERY_MS = 50;

scope.onmessage = async (event: MessageEvent<SheetWorkerRequest>) => {
  const { id, bytes, fileName } = event.data;
  let last = 0;
  const onProgress = (fraction: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS && fraction < 1) return;
    last = now;
    scope.postMessage({ id, progress: fraction } satisfies SheetWorkerResponse);
  };
  try {
    const regions = await loadRegionIndex();
    const result = readSheet(new Uint8Array(bytes), fileName, regions, onProgress);
    scope.postMessage({ id, result } satisfies SheetWorkerResponse);
  } catch (error) {
    scope.postMessage({ id, failure: failureOf(error) } satisfies SheetWorkerResponse);
  }
};
