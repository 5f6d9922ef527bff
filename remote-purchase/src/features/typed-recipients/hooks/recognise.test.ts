import { loadRegionIndex, recogniseRecipients } from 'recipient-engine/recipients';
import type { WorkerRequest } from '../worker/protocol';

/** A stand-in for the browser Worker: answers in a later task with the real engine, and counts itself. */
class FakeWorker {
  static created = 0;
  /** When set, the worker fails to start, as a blocked or crashed worker script does. */
  static broken = false;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.created += 1;
  }
  postMessage({ id, text }: WorkerRequest) {
    if (FakeWorker.broken) {
      setTimeout(() => this.onerror?.({ message: 'script failed to load' } as ErrorEvent), 0);
      return;
    }
    void loadRegionIndex().then((regions) =>
      setTimeout(() => this.onmessage?.({ data: { id, result: recogniseRecipients(text, regions) } } as MessageEvent), 0),
    );
  }
  terminate() {}
}

jest.mock('../worker/create-worker', () => ({ createRecogniseWorker: () => new FakeWorker() }));

// imported after the mock is in place
import { recognise, WORKER_LINE_THRESHOLD } from './recognise';

const LINE = '张三，13800138000，浙江省杭州市西湖区文三路100号';

function lines(n: number): string {
  return Array.from({ length: n }, (_, i) => `${i + 1}，张三，138${String(i).padStart(8, '0')}，浙江省杭州市西湖区文三路${i + 1}号`).join('\n');
}

describe('recognise: main thread for small texts, a Web Worker for big ones', () => {
  beforeEach(() => {
    FakeWorker.created = 0;
    FakeWorker.broken = false;
  });

  it('recognises a small text on the main thread', async () => {
    const result = await recognise(LINE);
    expect(FakeWorker.created).toBe(0);
    expect(result.rows[0]).toMatchObject({ rec_name: '张三', rec_province: '浙江省', rec_city: '杭州市', rec_district: '西湖区' });
  });

  it(`sends texts over ${WORKER_LINE_THRESHOLD} lines to one worker, reused`, async () => {
    const big = lines(WORKER_LINE_THRESHOLD + 1);
    const first = await recognise(big);
    expect(FakeWorker.created).toBe(1);
    expect(first.rows).toHaveLength(WORKER_LINE_THRESHOLD + 1);
    expect(first.rows[1000]).toMatchObject({ line: 1001, shop_order: '1001', rec_address: '文三路1001号' });
    await recognise(big);
    expect(FakeWorker.created).toBe(1);
  });

  it(`keeps exactly ${WORKER_LINE_THRESHOLD} lines on the main thread`, async () => {
    await recognise(lines(WORKER_LINE_THRESHOLD));
    expect(FakeWorker.created).toBe(0);
  });

  it('recognises on the main thread when the worker cannot start, and tries a new worker next time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeWorker.broken = true;
    const result = await recognise(lines(WORKER_LINE_THRESHOLD + 5));
    expect(result.rows).toHaveLength(WORKER_LINE_THRESHOLD + 5);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Web Worker failed'), expect.any(Error));
    FakeWorker.broken = false;
    const before = FakeWorker.created;
    await recognise(lines(WORKER_LINE_THRESHOLD + 1));
    expect(FakeWorker.created).toBe(before + 1);
    warn.mockRestore();
  });
});
