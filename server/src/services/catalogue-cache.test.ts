import { createCatalogueCache } from './catalogue-cache';

describe('catalogue cache', () => {
  it('answers a repeated key from memory and loads a key once for concurrent callers', async () => {
    const cache = createCatalogueCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { page: loads };
    };
    const [a, b] = await Promise.all([cache.get('list:1', load), cache.get('list:1', load)]);
    expect(a).toEqual({ page: 1 });
    expect(b).toBe(a);
    expect(await cache.get('list:1', load)).toBe(a);
    expect(loads).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('forgets everything on a change, and does not keep an answer loaded across one', async () => {
    const cache = createCatalogueCache();
    let version = 1;
    const read = async () => {
      const seen = version;
      await new Promise((r) => setTimeout(r, 20));
      return seen;
    };
    expect(await cache.get('k', read)).toBe(1);
    version = 2;
    cache.invalidate();
    const during = cache.get('k', read);
    version = 3;
    cache.invalidate(); // the catalogue changed while that read ran
    expect(await during).toBe(2);
    expect(await cache.get('k', read)).toBe(3);
  });

  it('lets an entry expire', async () => {
    const cache = createCatalogueCache({ ttlMs: 30 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('never keeps a failed load', async () => {
    const cache = createCatalogueCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'fine')).toBe('fine');
  });
});
