import type { RecognitionResult } from 'recipient-engine/recipients';

export interface WorkerRequest {
  id: number;
  text: string;
}

export type WorkerResponse = { id: number; result: RecognitionResult } | { id: number; error: string };
