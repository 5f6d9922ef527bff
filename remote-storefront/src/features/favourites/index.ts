// The favourites feature's front door: 我的收藏 (the toggle on every card is the storefront's shared goods card).
export { FavouritesList } from './components/favourites-list';
export { RemoveFavourite } from './components/remove-favourite';
