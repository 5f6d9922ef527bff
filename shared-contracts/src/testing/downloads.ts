import { recordOf, type RecordedCall } from './recorded-call';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Makes `path` answer with a file (the server's streamed .xlsx), or with the JSON `refusal` when given; the call is recorded. */
export function serveFile(server: { fetchMock: jest.Mock; calls: RecordedCall[] }, path: string, refusal?: { code: number; msg: string }) {
  const reply = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url).pathname !== path) return reply(input, init);
    server.calls.push(await recordOf(request));
    if (refusal) return new Response(JSON.stringify({ ...refusal, data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(new Uint8Array([80, 75, 3, 4, 1, 2]), { status: 200, headers: { 'Content-Type': XLSX_TYPE } });
  });
}

/** Catches what `downloadBlob` hands the browser: call in beforeEach, restore the mocks after each test. */
export function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:test/${blobs.push(blob)}`);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs[Number(this.href.split('/').pop()) - 1], name: this.download });
  });
  return saved;
}
