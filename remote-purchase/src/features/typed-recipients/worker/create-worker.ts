// Kept apart so tests can replace it: jest cannot compile `import.meta.url`.
export function createRecogniseWorker(): Worker {
  return new Worker(new URL('./recognise.worker.ts', import.meta.url), { name: 'recognise-recipients' });
}
