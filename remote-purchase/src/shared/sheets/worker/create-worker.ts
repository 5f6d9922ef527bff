import { CrossOriginWorker } from 'shared-contracts/worker';

// Kept apart (and imported lazily) so tests never load it: jest cannot compile `import.meta.url`.
// CrossOriginWorker also starts the worker when this remote's files come from another origin (a CDN).
export function createSheetWorker(): Worker {
  return new CrossOriginWorker(new URL('./sheet.worker.ts', import.meta.url), { name: 'read-sheet' });
}
