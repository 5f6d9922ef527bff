// The articles feature's front door: 帮助中心's article list, an article and the help menu.
export { ArticleList } from './components/article-list';
export { ArticleView } from './components/article-view';
export { HelpMenu } from './components/help-menu';
