// The one shared-module list for host and every remote (DESIGN "Runtime composition"), so they can't drift.
const contracts = require('../package.json');
const kits = require('shared-kits/package.json');

const deps = contracts.dependencies;
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/** The contract version every build is stamped with, and what it needs of the host: `^X.Y.0`. */
const CONTRACT_VERSION = contracts.version;
/** What a build needs of a shared package it was built against: `^X.Y.0` (same major, at least that minor). */
const requiredRange = (version) => `^${version.split('.').slice(0, 2).join('.')}.0`;
const REQUIRED_CONTRACT = requiredRange(CONTRACT_VERSION);

/** Build-time constants (DefinePlugin; jest globals) read by each package's exposed modules. */
const contractDefines = () => ({
  __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
  __REQUIRED_CONTRACT__: JSON.stringify(REQUIRED_CONTRACT),
});

/**
 * Every package provides shared-contracts with its real version and declares the range it needs
 * (`^X.Y.0` of the version it was built against). With the host on the page the host's copies always
 * win — its resolveShare runtime plugin (host/src/runtime-plugin/resolve-share.ts) picks them and
 * reports a remote whose requirement they do not meet — so ui and ui/more (both bundle antd) come from
 * one container and share one antd instance, theme and locale; a remote alone (its dev server) runs on
 * its own copies.
 */
function sharedModules() {
  const contractsShare = singleton(REQUIRED_CONTRACT, { version: CONTRACT_VERSION });
  // shared-kits has a version of its own, provided and required the same way (docs/architecture.md "The parts in detail")
  const kitsShare = singleton(requiredRange(kits.version), { version: kits.version });
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
    // @ant-design/icons only through these curated modules (first visit / the rest): one icon base, only the icons listed
    'shared-contracts/icons': contractsShare,
    'shared-contracts/icons/more': contractsShare,
    // the goods card (SPEC §2.4): every goods list, the home page's too (it imports only first-visit modules)
    'shared-kits/goods': kitsShare,
    // a goods list's sort bar and search row (全部商品, a supplier shop, the product selection dialog): never a first visit
    'shared-kits/goods-filters': kitsShare,
    // the list-page kit: loaded by the table pages that use it, never by a first visit
    'shared-kits/list-page': kitsShare,
    // the authorised-store kit (store manage, the purchase dialog's 授权店铺 tab): likewise only where used
    'shared-kits/stores': kitsShare,
    // 短信验证码 to the signed-in account's own mobile (withdrawal passwords): likewise only where used
    'shared-kits/sms-code': kitsShare,
    // the back-office consoles' frame, sign-in card, 修改密码 form and one-query wait (运营后台, 供应商中心): likewise only where used
    'shared-kits/console-frame': kitsShare,
  };
}

/** Dev-server ports: the host on 8080, remotes after it; the API behind the host's proxy. */
const DEV_PORTS = { host: 8080, storefront: 3001, purchase: 3002, usercenter: 3003, help: 3004, admin: 3005, supplier: 3006, api: 8090 };

module.exports = { sharedModules, contractDefines, CONTRACT_VERSION, REQUIRED_CONTRACT, DEV_PORTS };
