import { SpreadMessages } from 'shared-contracts';
import type { ListParamsState, SearchField } from 'shared-kits/list-page';

/**
 * 手机号 search box: searches the last 4 digits; anything else says so and is not sent (the server's filter:
 * issue 35, a whole number could unmask a referee's hidden digits).
 */
export function mobileSearch<F extends { mobile: string }>(_list: ListParamsState<F>): SearchField<F> {
  return {
    kind: 'search',
    // every list it serves has a text `mobile` (F extends { mobile: string }), which TypeScript cannot see through the kit's key types
    key: 'mobile' as SearchField<F>['key'],
    label: '手机号',
    placeholder: SpreadMessages.mobileLast4Placeholder,
    maxLength: 4,
    enterButton: '搜索',
    accept: { pattern: /^\d{4}$/, message: SpreadMessages.mobileLast4 },
  };
}
