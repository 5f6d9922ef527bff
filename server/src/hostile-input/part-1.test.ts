import { hostileInputWalk } from './walk';

hostileInputWalk(1, 2);
