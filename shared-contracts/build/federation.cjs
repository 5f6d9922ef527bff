// The one shared-module list for host and every remote (DESIGN "Runtime composition"), so they can't drift.
const contracts = require('../package.json');

const deps = contracts.dependencies;
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

function sharedModules() {
  const contractsShare = singleton(`^${contracts.version}`, { version: contracts.version });
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    'react-router-dom': singleton(deps['react-router-dom']),
    // not a direct dependency of the packages: give the range explicitly (TOOLCHAIN.md)
    'react-router': singleton('^7.0.0'),
    'react-redux': singleton(deps['react-redux']),
    '@reduxjs/toolkit': singleton(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query': singleton(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': singleton(deps['@reduxjs/toolkit']),
    'styled-components': singleton(deps['styled-components']),
    dayjs: singleton(deps.dayjs),
    'dayjs/': singleton(deps.dayjs),
    // antd is reached only through shared-contracts/ui, so one antd + one locale serve everyone
    'shared-contracts': contractsShare,
    'shared-contracts/app': contractsShare,
    'shared-contracts/ui': contractsShare,
  };
}

/** Dev-server ports: the host on 8080, remotes after it; the API behind the host's proxy. */
const DEV_PORTS = { host: 8080, storefront: 3001, purchase: 3002, usercenter: 3003, help: 3004, api: 8090 };

module.exports = { sharedModules, DEV_PORTS };
