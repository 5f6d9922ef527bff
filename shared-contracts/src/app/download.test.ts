import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../constants';
import { Messages } from '../messages';
import { resetUnauthorizedThrottle } from './base-query';
import { OPERATOR_CONSOLE_HEADER, OPERATOR_TOKEN_HEADER } from '../admin/calls';
import { fetchFile, NO_FILE_MESSAGE } from './download';
import { operatorSessionEnded } from './operator-session';
import { readSupplierToken, supplierSessionEnded, writeSupplierToken } from './supplier-session';
import { notify, openLogin } from './ui-slice';
import { sessionCleared } from './session-slice';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

let dispatched: { type: string; payload?: unknown }[];
const dispatch = (action: unknown) => void dispatched.push(action as { type: string; payload?: unknown });

beforeEach(() => {
  dispatched = [];
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  resetUnauthorizedThrottle();
  Cookies.remove(TOKEN_COOKIE);
});

describe('fetchFile (authorised file download)', () => {
  it('POSTs the body as JSON with the bearer token and resolves the file the server streamed', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok-9');
    fetchMock.mockResolvedValue(new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'Content-Type': XLSX_TYPE } }));
    const file = await fetchFile(dispatch, { url: '/user/order/download', body: { status: 2, rec: '张三' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/order/download');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-9');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ status: 2, rec: '张三' });
    expect(file.type).toBe(XLSX_TYPE);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(dispatched).toEqual([]);
  });

  it('sends the console’s files X-Console (its HttpOnly cookie goes by itself) and no token of script’s, and a 401 there ends only the operator’s session', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok');
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([80, 75]), { status: 200, headers: { 'Content-Type': XLSX_TYPE } }));
    await fetchFile(dispatch, { url: '/admin/goods/export?keyword=笔' });
    const headers = new Headers(fetchMock.mock.calls[0][1].headers);
    expect(headers.get(OPERATOR_CONSOLE_HEADER)).toBe('1');
    expect(headers.get(OPERATOR_TOKEN_HEADER)).toBeNull();
    expect(headers.get('Authorization')).toBeNull();

    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: '请先登录', data: null }, 401));
    await expect(fetchFile(dispatch, { url: '/admin/goods/export' })).rejects.toMatchObject({ status: 401 });
    expect(dispatched.map((a) => a.type)).toContain(operatorSessionEnded.type);
    expect(dispatched.map((a) => a.type)).not.toContain(sessionCleared.type);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('user-tok');
  });

  it('sends the supplier centre’s files (labels, statements) the supplier’s bearer only, and a 401 there ends only the supplier’s session', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok');
    window.history.replaceState(null, '', '/supplier-center/parcels');
    writeSupplierToken('sup-tok');
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const pdf = await fetchFile(dispatch, { url: '/supplier/labels', body: { parcel_ids: [1, 2] } });
    expect(pdf.type).toBe('application/pdf');
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Authorization')).toBe('Bearer sup-tok');

    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: '请先登录', data: null }, 401));
    await expect(fetchFile(dispatch, { url: '/supplier/settlement/statements/export?period=day' })).rejects.toMatchObject({ status: 401 });
    expect(dispatched.map((a) => a.type)).toContain(supplierSessionEnded.type);
    expect(dispatched.map((a) => a.type)).not.toContain(sessionCleared.type);
    expect(readSupplierToken()).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('user-tok');
    window.history.replaceState(null, '', '/');
  });

  it('without a body asks with GET', async () => {
    fetchMock.mockResolvedValue(new Response('a,b', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await fetchFile(dispatch, { url: '/common/download?type=jd' });
    expect(fetchMock.mock.calls[0][1].method).toBe('GET');
    expect(fetchMock.mock.calls[0][1].body).toBeUndefined();
  });

  it('a JSON envelope instead of a file is a refusal with the server\'s msg, left to the caller to show', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: '导出的行数超过上限，请缩小时间范围', data: null }));
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} })).rejects.toEqual({
      status: 'BUSINESS',
      code: 1,
      msg: '导出的行数超过上限，请缩小时间范围',
      data: null,
    });
    fetchMock.mockResolvedValue(json({ code: 1001, msg: '结束时间不能早于开始时间', data: null }, 400));
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} })).rejects.toMatchObject({ status: 'BUSINESS', msg: '结束时间不能早于开始时间' });
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'ok', data: null }));
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} })).rejects.toMatchObject({ status: 'BUSINESS', msg: NO_FILE_MESSAGE });
    expect(dispatched).toEqual([]);
  });

  it('401 ends the session and opens the login dialog, like any call', async () => {
    Cookies.set(TOKEN_COOKIE, 'old');
    fetchMock.mockResolvedValue(json({ code: 401, msg: '请先登录', data: null }, 401));
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} })).rejects.toMatchObject({ status: 401, msg: Messages.sessionExpired });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(dispatched.map((a) => a.type)).toEqual([sessionCleared.type, notify.type, openLogin.type]);
  });

  it('no network, or a broken server answer, is announced as every call\'s is', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} })).rejects.toMatchObject({ status: 'FETCH_ERROR', msg: Messages.networkError });
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} })).rejects.toMatchObject({ status: 502, msg: Messages.serverError });
    expect(dispatched.filter((a) => a.type === notify.type).map((a) => (a.payload as { text: string }).text)).toEqual([Messages.networkError, Messages.serverError]);
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(fetchFile(dispatch, { url: '/user/order/download', body: {} }, { timeout: 20 })).rejects.toMatchObject({ status: 'TIMEOUT_ERROR', msg: Messages.timeout });
  });
});
