import { hostileInputWalk } from './walk';

hostileInputWalk(2, 2);
