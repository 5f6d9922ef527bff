import { CrossOriginWorker } from 'shared-contracts/worker';

// Kept apart so tests can replace it: jest cannot compile `import.meta.url`. CrossOriginWorker (not
// `new Worker`) so that it also starts when this remote's files come from another origin (a CDN).
export function createRecogniseWorker(): Worker {
  return new CrossOriginWorker(new URL('./recognise.worker.ts', import.meta.url), { name: 'recognise-recipients' });
}
