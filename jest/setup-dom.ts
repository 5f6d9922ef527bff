import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine (two jest workers, a build
// or a browser beside them) a render that takes 50 ms alone can take longer. Waiting longer changes only
// how long a failing test takes to say so.
configure({ asyncUtilTimeout: 10_000 });

// antd's CSS-in-JS styles are kept out of the document, as style elements no document holds, one per key. jsdom
// matches every rule of every stylesheet in the document on each getComputedStyle (Testing Library's role queries
// ask it of every ancestor), and antd's thousands of rules made that most of the component tests' time (nwsapi's
// selector matching: 18 of 52 s of the sheet-import file's CPU); rc-util's own updateCSS also scans every style
// element of its container through jsdom's HTMLCollection on each call. The tests read what antd renders, never
// what its CSS computes.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const styles = new Map<string, HTMLStyleElement>();
  const styleOf = (css: string) => {
    const style = document.createElement('style');
    style.textContent = css;
    return style;
  };
  return {
    __esModule: true,
    injectCSS: styleOf,
    updateCSS: (css: string, key: string) => {
      const style = styles.get(key);
      if (!style) styles.set(key, styleOf(css));
      else if (style.textContent !== css) style.textContent = css;
      return styles.get(key);
    },
    removeCSS: (key: string) => styles.delete(key),
    clearContainerCache: () => undefined,
  };
});

// Nor are antd's component styles generated: with them out of the document (above) nothing reads them, and making
// them (each component's style objects from the theme's tokens, serialised to CSS) was about a seventh of a
// component file's CPU. The tokens themselves (`theme.useToken()`, the CSS variables' names) are still computed.
jest.mock('@ant-design/cssinjs', () => {
  const actual = jest.requireActual('@ant-design/cssinjs');
  return {
    ...actual,
    useStyleRegister: () => undefined,
    useCSSVarRegister: (config: { key: string }) => [{}, '', '', config.key],
  };
});

// React's development build records where each element was created (an Error's stack per element, for the
// component stacks of its warnings): about a twentieth of a component file's CPU. The tests' warnings then name the
// component without the stack of its owners; REACT_OWNER_STACKS=1 keeps them when chasing one.
if (process.env.REACT_OWNER_STACKS !== '1') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const internals = require('react').__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // the budget of stacks per second is always spent (react-dom resets the count each second)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
}
