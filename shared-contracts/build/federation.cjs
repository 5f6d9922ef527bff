// The one shared-module list for host and every remote (DESIGN "Runtime composition"), so they can't drift.
const contracts = require('../package.json');

const deps = contracts.dependencies;
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/**
 * @param {boolean} isHost  The host provides shared-contracts with its real version and every remote with
 *   0.0.0, so when the host is on the page its copies always win (a singleton takes the highest version);
 *   a remote alone (its dev server) still runs on its own copies. This matters for ui and ui/more: both
 *   bundle antd, and only copies from one container share one antd instance, theme and locale.
 */
function sharedModules(isHost = false) {
  const contractsShare = singleton(false, { version: isHost ? contracts.version : '0.0.0' });
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    'react-redux': singleton(deps['react-redux']),
    'styled-components': singleton(deps['styled-components']),
    dayjs: singleton(deps.dayjs),
    'dayjs/': singleton(deps.dayjs),
    // antd is reached only through shared-contracts/ui, so one antd + one locale serve everyone
    'shared-contracts': contractsShare,
    // react-router and Redux Toolkit are reached through these two, so only what they use is downloaded
    'shared-contracts/app': contractsShare,
    'shared-contracts/router': contractsShare,
    'shared-contracts/ui': contractsShare,
    'shared-contracts/ui/more': contractsShare,
  };
}

/** Dev-server ports: the host on 8080, remotes after it; the API behind the host's proxy. */
const DEV_PORTS = { host: 8080, storefront: 3001, purchase: 3002, usercenter: 3003, help: 3004, api: 8090 };

module.exports = { sharedModules, DEV_PORTS };
