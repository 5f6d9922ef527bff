import { IDEMPOTENCY_HEADER } from '../order-texts';

/** The Idempotency-Key sent with every call to `path` that `fetchMock` got, in order. */
export function idempotencyKeys(fetchMock: jest.Mock, path: string): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((req) => new URL(req.url).pathname === path)
    .map((req) => req.headers.get(IDEMPOTENCY_HEADER));
}

/**
 * Replaces fetch (after mockApi): the first call to `path` gets no answer (a lost connection), every other
 * call goes to `server`. Returns the new fetch, which sees every call.
 */
export function networkErrorOnce(server: { fetchMock: jest.Mock }, path: string): jest.Mock {
  let failNext = true;
  const seen = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url).pathname === path && failNext) {
      failNext = false;
      throw new TypeError('Failed to fetch');
    }
    return server.fetchMock(request);
  });
  global.fetch = seen as unknown as typeof fetch;
  return seen;
}
