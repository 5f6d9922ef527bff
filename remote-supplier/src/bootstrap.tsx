// Standalone entry (this remote's own dev server); the host uses ./routes instead.
import { mountStandalone } from 'shared-contracts/standalone';
import { pages } from './routes';

mountStandalone('supplier', pages);
