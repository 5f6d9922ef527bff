import { routesOfRemote, satisfiesRange } from 'shared-contracts';
import contracts from 'shared-contracts/package.json';
import { contractVersion, pages, requiredContract } from './routes';

describe('the exposed ./routes module of remote-usercenter', () => {
  it('covers exactly the routes the route table gives this remote: no page missing, none extra', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOfRemote('usercenter').map((r) => r.name).sort());
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
