import { PlatformOutageError } from './common';

/** HTTP to a platform: a timeout, and every way it fails as an outage (retried). */

/** Calls to a platform give up after this. */
export const HTTP_TIMEOUT_MS = 15_000;

/** The headers of a JSON body (小红书, 抖店, 微信小店). */
export const JSON_HEADERS = { 'content-type': 'application/json;charset=utf-8', accept: 'application/json' };

/**
 * One request to a platform and its answer's JSON with the HTTP status: network failures, timeouts, 5xx and
 * non-JSON answers are outages, named with the platform's label.
 */
export async function requestJson(url: string, init: RequestInit, label: string, fetcher: typeof fetch = fetch): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    throw new PlatformOutageError(`${label}暂时无法连接：${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await response.text().catch(() => '');
  if (response.status >= 500) throw new PlatformOutageError(`${label}暂时不可用（HTTP ${response.status}）`);
  try {
    return { status: response.status, json: JSON.parse(body) as unknown };
  } catch {
    if (!response.ok) throw new PlatformOutageError(`${label}返回错误（HTTP ${response.status}）`);
    throw new PlatformOutageError(`${label}返回了无法识别的内容`);
  }
}

/** POSTs a form and reads JSON (requestJson's failures). */
export async function postForm(url: string, form: Record<string, string>, label: string, fetcher?: typeof fetch): Promise<unknown> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  };
  return (await requestJson(url, init, label, fetcher)).json;
}
