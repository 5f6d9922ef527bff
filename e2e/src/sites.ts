// A 分站 in the browser tests (issue 32): its own domain under .localhost — Chromium sends every *.localhost to this
// machine — and API calls on it from Node, which resolves no such name: to 127.0.0.1 with the 分站's Host.
import http from 'node:http';

export interface SubSite {
  /** what the browser opens: http://<domain>:<port> */
  url: string;
  domain: string;
  port: number;
}

/** One API call on the 分站's domain (a member's with the token); throws with the server's msg unless code 0. */
export function siteApi<T>(sub: SubSite, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: sub.port,
        method,
        path,
        headers: {
          host: `${sub.domain}:${sub.port}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            const json = JSON.parse(text) as { code: number; msg: string; data: T };
            if (json.code !== 0) reject(new Error(`${method} ${path} on ${sub.domain}: ${json.msg}`));
            else resolve(json.data);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
