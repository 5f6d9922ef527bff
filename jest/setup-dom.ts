import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine (two jest workers, a build
// or a browser beside them) a render that takes 50 ms alone can take longer. Waiting longer changes only
// how long a failing test takes to say so.
configure({ asyncUtilTimeout: 10_000 });
