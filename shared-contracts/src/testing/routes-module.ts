import contracts from '../../package.json';
import { satisfiesRange } from '../contract-version';
import type { RemoteRoutesModule } from '../remote-module';
import { routesOfRemote } from '../routes';
import type { RemoteName } from '../site-config';

/**
 * The checks every remote's exposed `./routes` module must pass (call from its `src/routes.test.ts`):
 * exactly the routes the route table gives the remote, a loader per page that loads again when called
 * again (重试), and the contract stamp of the version it was built against.
 */
export function describeRoutesModule(remote: RemoteName, module: RemoteRoutesModule) {
  const { pages, contractVersion, requiredContract } = module;

  describe(`the exposed ./routes module of remote-${remote}`, () => {
    it('covers exactly the routes the route table gives this remote: no page missing, none extra', () => {
      expect(Object.keys(pages).sort()).toEqual(routesOfRemote(remote).map((r) => r.name).sort());
    });

    it('hands the host a loader per page that resolves to a component, again when called again', async () => {
      for (const [name, load] of Object.entries(pages)) {
        expect([name, typeof load]).toEqual([name, 'function']);
        expect([name, typeof (await load())]).toEqual([name, 'function']);
        expect([name, typeof (await load())]).toEqual([name, 'function']);
      }
    });

    it('carries the contract version it was built against, and needs the same major of the host', () => {
      expect(contractVersion).toBe(contracts.version);
      expect(satisfiesRange(contracts.version, requiredContract)).toBe(true);
      expect(satisfiesRange(`${Number(contracts.version.split('.')[0]) + 1}.0.0`, requiredContract)).toBe(false);
    });
  });
}
