// The home feature's front door: the home page's blocks, slogans, notice dialog and notice bar, the referral code it keeps,
// and its first calls asked for ahead of the page (routes.tsx).
export { HomeBlocks } from './components/home-blocks';
export { NoticeBar } from './components/notice-bar';
export { NoticeDialog } from './components/notice-dialog';
export { Slogans } from './components/slogans';
export { useReferCode } from './hooks/use-refer-code';
export { useRestOfHome } from './hooks/use-rest-of-home';
export { preloadHomeCalls } from './api/preload-calls';
