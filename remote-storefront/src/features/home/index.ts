// The home feature's front door: the home page's blocks, slogans, notice dialog and notice bar, and the referral code it keeps.
export { HomeBlocks } from './components/home-blocks';
export { NoticeBar } from './components/notice-bar';
export { NoticeDialog } from './components/notice-dialog';
export { Slogans } from './components/slogans';
export { useReferCode } from './hooks/use-refer-code';
