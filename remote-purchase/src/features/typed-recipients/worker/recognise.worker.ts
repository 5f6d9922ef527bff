/// <reference lib="webworker" />
// Recognises big texts off the main thread so typing stays smooth. The region data is loaded once, here.
import { loadRegionIndex, recogniseRecipients } from 'recipient-engine/recipients';
import type { WorkerRequest, WorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, text } = event.data;
  try {
    const result = recogniseRecipients(text, await loadRegionIndex());
    scope.postMessage({ id, result } satisfies WorkerResponse);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerResponse);
  }
};
