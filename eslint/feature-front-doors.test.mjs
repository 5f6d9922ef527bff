// node --test eslint/ (part of `npm run lint`): the rule fires on deep imports across features, and only there.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureFrontDoors } from './feature-front-doors.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const src = '/repo/remote-purchase/src';
const smartFilter = `${src}/features/smart-filter/components/smart-filter.tsx`;
const page = `${src}/pages/delivery/index.tsx`;

tester.run('feature-front-doors', featureFrontDoors, {
  valid: [
    // another feature through its index
    { filename: smartFilter, code: "import { SheetFileArea } from '../../sheet-import';" },
    { filename: smartFilter, code: "import type { Recipient } from '../../recipients/index';" },
    { filename: page, code: "import { PurchaseContent } from '../../features/purchase-dialog';" },
    { filename: `${src}/routes.tsx`, code: "const load = () => import('./features/purchase-dialog');" },
    // inside the same feature, any depth
    { filename: smartFilter, code: "import { RulesPanel } from './rules-panel';" },
    { filename: smartFilter, code: "import { useFilterRulesQuery } from '../api/smart-filter';" },
    // shared folders, packages, the remote's utils
    { filename: smartFilter, code: "import { LazyTable } from '../../../components/lazy-table';" },
    { filename: smartFilter, code: "import { chinaMinute } from '../../../utils/china-time';" },
    { filename: smartFilter, code: "import { Button } from 'shared-contracts/ui';" },
    // a feature's own index re-exporting its files
    { filename: `${src}/features/sheet-import/index.ts`, code: "export { SheetImport } from './components/sheet-import';" },
    // another remote's features folder is not this remote's business (and never imported relatively)
    { filename: `/repo/remote-storefront/src/features/catalogue/index.ts`, code: "export { GoodsCard } from './components/goods-card';" },
  ],
  invalid: [
    {
      filename: smartFilter,
      code: "import { SheetRowsTable } from '../../sheet-import/components/sheet-rows-table';",
      errors: [{ messageId: 'deep', data: { source: '../../sheet-import/components/sheet-rows-table', feature: 'sheet-import', door: '../../sheet-import' } }],
    },
    {
      filename: smartFilter,
      code: "import type { SheetRecipient } from '../../sheet-import/types';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: page,
      code: "import { GoodsPickerDialog } from '../../features/goods-picker/components/goods-picker-dialog';",
      errors: [{ messageId: 'deep', data: { source: '../../features/goods-picker/components/goods-picker-dialog', feature: 'goods-picker', door: '../../features/goods-picker' } }],
    },
    {
      filename: `${src}/purchase-dialog.tsx`,
      code: "export { PurchaseDialog } from './features/purchase-dialog/purchase-dialog';",
      errors: [{ messageId: 'deep', data: { source: './features/purchase-dialog/purchase-dialog', feature: 'purchase-dialog', door: './features/purchase-dialog' } }],
    },
    {
      filename: `${src}/features/reissue-import/read-reissue.ts`,
      code: "const m = import('../sheet-import/worker/failure');",
      errors: [{ messageId: 'deep' }],
    },
    {
      // the shared code's own folder does not open a way round: features/x/… from src/components is deep too
      filename: `${src}/components/lazy-table.tsx`,
      code: "import { x } from '../features/ordering/hooks/deliver';",
      errors: [{ messageId: 'deep' }],
    },
  ],
});
