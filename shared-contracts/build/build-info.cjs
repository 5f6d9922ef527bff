// Writes dist/build-info.json for the host and every remote: what was built, against which contract.
// The server serves it beside the build (/build-info.json, /remotes/<name>/build-info.json);
// `npm run check-remote` and GET /api/health read it. Keep the shape stable.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { CONTRACT_VERSION, REQUIRED_CONTRACT } = require('./federation.cjs');

function gitShortSha(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
}

/**
 * @param {{ dir: string, isHost: boolean }} o
 * @returns {{ name: string, version: string, contract_version: string, required_contract: string | null, commit: string | null, built_at: string }}
 */
function buildInfo({ dir, isHost }) {
  const pkg = require(path.join(dir, 'package.json'));
  return {
    name: pkg.name,
    version: pkg.version,
    contract_version: CONTRACT_VERSION,
    // the host provides the contract; a remote needs this of the host it is mounted in
    required_contract: isHost ? null : REQUIRED_CONTRACT,
    commit: gitShortSha(dir),
    built_at: new Date().toISOString(),
  };
}

class BuildInfoPlugin {
  /** @param {{ dir: string, isHost: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(buildInfo(this.options), null, 2)}\n`)),
      );
    });
  }
}

module.exports = { BuildInfoPlugin, buildInfo };
