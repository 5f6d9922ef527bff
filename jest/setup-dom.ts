import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine (two jest workers, a build
// or a browser beside them) a render that takes 50 ms alone can take longer. Waiting longer changes only
// how long a failing test takes to say so.
configure({ asyncUtilTimeout: 10_000 });

// antd's CSS-in-JS styles go into a <style> container outside the document. jsdom matches every rule of every
// stylesheet in the document on each getComputedStyle (Testing Library's role queries ask it of every ancestor),
// and antd's thousands of rules made that most of the component tests' time (nwsapi's selector matching: 18 of
// 52 s of the sheet-import file's CPU). The tests read what antd renders, never what its CSS computes.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
  const outside = document.createElement('div');
  const detached = (option: object = {}) => ({ ...option, attachTo: outside });
  return {
    ...actual,
    injectCSS: (css: string, option?: object) => actual.injectCSS(css, detached(option)),
    updateCSS: (css: string, key: string, option?: object) => actual.updateCSS(css, key, detached(option)),
    removeCSS: (key: string, option?: object) => actual.removeCSS(key, detached(option)),
  };
});
