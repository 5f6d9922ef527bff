import { GoodsList } from '../../features/catalogue';

/** All goods (/gift-list): filters, sorts and paging in the URL so a list can be shared and reloaded. */
export function GiftListPage() {
  return (
    <div data-testid="gift-list-page">
      <GoodsList />
    </div>
  );
}
