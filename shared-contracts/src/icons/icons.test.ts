import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as firstVisit from './index';
import * as more from './more';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['host', 'remote-storefront', 'remote-purchase', 'remote-usercenter', 'remote-help', 'remote-admin', 'remote-supplier', 'shared-contracts', 'shared-kits'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every name imported from `module` anywhere in the site's code. */
function usedIcons(module: string): Set<string> {
  const used = new Set<string>();
  const importFrom = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${module}'`, 'g');
  for (const file of PACKAGES.flatMap((p) => sources(path.join(ROOT, p, 'src')))) {
    for (const match of readFileSync(file, 'utf8').matchAll(importFrom)) {
      for (const name of match[1].split(',')) if (name.trim()) used.add(name.trim());
    }
  }
  return used;
}

describe('shared-contracts/icons', () => {
  it('each module lists exactly the icons imported from it (a shared module is not tree-shaken: an unused icon is dead weight)', () => {
    expect([...usedIcons('shared-contracts/icons')].sort()).toEqual(Object.keys(firstVisit).sort());
    expect([...usedIcons('shared-contracts/icons/more')].sort()).toEqual(Object.keys(more).sort());
  });

  it('no icon is in both', () => {
    expect(Object.keys(firstVisit).filter((name) => name in more)).toEqual([]);
  });
});
