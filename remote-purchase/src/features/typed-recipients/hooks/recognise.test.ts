import { loadRegionIndex, recogniseRecipients } from 'shared-contracts/recipients';
import type { WorkerRequest } from '../worker/protocol';

/** A stand-in for the browser Worker: answers in a later task with the real engine, and counts itself. */
class FakeWorker {
  static created = 0;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.created += 1;
  }
  postMessage({ id, text }: WorkerRequest) {
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
});
