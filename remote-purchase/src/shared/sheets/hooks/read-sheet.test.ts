import { waitFor } from '@testing-library/react';
import type { SheetWorkerRequest } from '../worker/protocol';
import { readSheetFile, SHEET_READ_TIMEOUT_MS, SheetReadError } from './read-sheet';

/** A worker that takes files and never answers (SheetJS looping on a damaged .xlsx), or answers when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: SheetWorkerRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: SheetWorkerRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

jest.mock('../worker/create-worker', () => ({ createSheetWorker: () => new FakeWorker() }));

const file = (name: string) => ({ name, arrayBuffer: async () => new ArrayBuffer(8) }) as unknown as File;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('readSheetFile time limit', () => {
  it('stops a worker that does not answer within 60 s: 上传失败, and the next file gets a new worker', async () => {
    const reading = readSheetFile(file('damaged.xlsx'));
    const outcome = reading.then(
      () => null,
      (error: unknown) => error,
    );
    await waitFor(() => expect(FakeWorker.made.at(-1)?.posted).toHaveLength(1));
    const stuck = FakeWorker.made.at(-1)!;
    jest.advanceTimersByTime(SHEET_READ_TIMEOUT_MS - 1);
    expect(stuck.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(SheetReadError);
    expect((error as SheetReadError).failure).toMatchObject({ kind: 'unreadable', message: expect.stringContaining('读取超时') });
    expect(stuck.terminated).toBe(true);

    const next = readSheetFile(file('good.xlsx'));
    await waitFor(() => expect(FakeWorker.made.at(-1)).not.toBe(stuck));
    const fresh = FakeWorker.made.at(-1)!;
    await waitFor(() => expect(fresh.posted).toHaveLength(1));
    const result = { platform: null, platformName: null, headerRow: 1, rowsRead: 0, recipients: [], rejected: [] };
    fresh.answer({ id: fresh.posted[0].id, result });
    await expect(next).resolves.toEqual(result);
    // answered in time: its limit no longer fires
    jest.advanceTimersByTime(SHEET_READ_TIMEOUT_MS);
    expect(fresh.terminated).toBe(false);
  });
});
