// The content feature's front door: 内容 (notice, banners, home layout blocks, help articles).
export { NoticeEditor } from './components/notice-editor';
export { BannerList } from './components/banner-list';
export { HomeBlockList } from './components/home-block-list';
export { ArticleList } from './components/article-list';
