import { describeRoutesModule } from 'shared-contracts/testing';
import * as routes from './routes';

describeRoutesModule('supplier', routes);
