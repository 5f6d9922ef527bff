import { describeRoutesModule } from 'shared-contracts/testing';
import * as routes from './routes';

describeRoutesModule('storefront', routes);
