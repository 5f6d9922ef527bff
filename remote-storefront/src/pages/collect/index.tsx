import { FavouritesList } from '../../features/favourites';

/** Favourites (/collect, guarded by the host): the user's goods with a delete icon on each card. */
export function CollectPage() {
  return <FavouritesList />;
}
