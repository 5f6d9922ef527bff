// jsdom lacks fetch, TextEncoder and friends (react-router 7, RTK Query): copy Node's into the jsdom global.
// AbortController/AbortSignal must be Node's too, or Request rejects the signal (TOOLCHAIN.md).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob',
  'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'structuredClone',
  'ReadableStream', 'TransformStream', 'WritableStream',
];

/** Node's MessageChannel whose ports do not keep the process alive (rc-form and React's scheduler never close theirs). */
function unrefMessageChannel(NodeMessageChannel) {
  return class extends NodeMessageChannel {
    constructor() {
      super();
      for (const port of [this.port1, this.port2]) {
        let desc;
        for (let p = Object.getPrototypeOf(port); p && !desc; p = Object.getPrototypeOf(p)) desc = Object.getOwnPropertyDescriptor(p, 'onmessage');
        Object.defineProperty(port, 'onmessage', {
          configurable: true,
          get: () => desc.get.call(port),
          set: (fn) => {
            desc.set.call(port, fn);
            port.unref();
          },
        });
      }
    }
  };
}

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const key of FROM_NODE) {
      if (globalThis[key] !== undefined) this.global[key] = globalThis[key];
    }
    this.global.MessageChannel = unrefMessageChannel(globalThis.MessageChannel);
    // relative URLs (`/api/login`, as the api slice builds them) resolve against the page origin
    globalThis[Symbol.for('undici.globalOrigin.1')] = new URL(this.global.location.href);
    // antd reads matchMedia (Grid, responsive observers)
    this.global.matchMedia ??= (query) => ({
      matches: false, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    });
    this.global.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
    this.global.scrollTo = () => {};
  }
}

module.exports = JsdomWithNodeGlobals;
