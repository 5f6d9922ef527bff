import { isSameOrigin, trampolineSource } from './worker';

describe('CrossOriginWorker', () => {
  it('starts a same-origin chunk directly, another origin through a trampoline', () => {
    expect(isSameOrigin('http://localhost:8080/remotes/purchase/w.js', 'http://localhost:8080/gift-list')).toBe(true);
    expect(isSameOrigin('/remotes/purchase/w.js', 'http://localhost:8080/gift-list')).toBe(true);
    expect(isSameOrigin('http://127.0.0.1:8080/remotes/purchase/w.js', 'http://localhost:8080/')).toBe(false);
    expect(isSameOrigin('https://cdn.example.com/purchase/1.2.0/w.js', 'https://gift.example.com/')).toBe(false);
  });

  it('the trampoline shows webpack the chunk’s own URL as the worker location, then imports the chunk', () => {
    const chunk = 'https://cdn.example.com/purchase/1.2.0/recognise-recipients.1a2b3c4d.js';
    const scope: { location?: unknown } = {};
    const imported: { url: string; location: string }[] = [];
    const importScripts = (url: string) => imported.push({ url, location: String(scope.location) });
    new Function('self', 'importScripts', trampolineSource(chunk))(scope, importScripts);
    expect(imported).toEqual([{ url: chunk, location: chunk }]);
    // what webpack's automatic public path makes of it: the chunk's folder on the CDN
    expect(String(scope.location).replace(/\/[^/]+$/, '/')).toBe('https://cdn.example.com/purchase/1.2.0/');
  });

  it('a URL cannot break out of the trampoline’s string', () => {
    const hostile = 'https://cdn.example.com/w.js");self.hacked=1;("';
    const scope: { hacked?: number } = {};
    new Function('self', 'importScripts', trampolineSource(hostile))(scope, () => undefined);
    expect(scope.hacked).toBeUndefined();
  });
});
