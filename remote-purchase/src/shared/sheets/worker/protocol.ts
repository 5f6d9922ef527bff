import type { SheetFailure, SheetResult } from '../types';

/** Main thread → worker: one file's bytes (transferred, not copied). */
export interface SheetWorkerRequest {
  id: number;
  bytes: ArrayBuffer;
  fileName: string;
}

/** Worker → main thread: progress while reading (0…1), then the result or the failure as plain data. */
export type SheetWorkerResponse =
  | { id: number; progress: number }
  | { id: number; result: SheetResult }
  | { id: number; failure: SheetFailure };
