import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as icons from './index';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['host', 'remote-storefront', 'remote-purchase', 'remote-usercenter', 'remote-help', 'shared-contracts'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every name imported from shared-contracts/icons anywhere in the site's code. */
function usedIcons(): Set<string> {
  const used = new Set<string>();
  for (const file of PACKAGES.flatMap((p) => sources(path.join(ROOT, p, 'src')))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'shared-contracts\/icons'/g)) {
      for (const name of match[1].split(',')) if (name.trim()) used.add(name.trim());
    }
  }
  return used;
}

describe('shared-contracts/icons', () => {
  it('lists exactly the icons the site imports (a shared module is not tree-shaken: an unused icon is dead weight)', () => {
    expect([...usedIcons()].sort()).toEqual(Object.keys(icons).sort());
  });
});
