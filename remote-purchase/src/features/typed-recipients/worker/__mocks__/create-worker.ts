// The worker's door in component tests (`jest.mock('…/typed-recipients/worker/create-worker')`): jsdom has no
// Worker, so recognition runs on the page, as it does where a browser refuses the worker.
export function createRecogniseWorker(): Worker {
  throw new Error('no Worker in jsdom');
}
