// jest's node environment, with each test file's AsyncLocalStorage instances disabled when the file ends.
// Node 20 keeps every enabled AsyncLocalStorage in one process-wide list and visits each one for every promise
// created (async_hooks' _propagate); a test file's modules are its own, so each file added its unit of work's
// and data scope's storages to a jest worker's list for good, and every later file's promises paid for them.
const asyncHooks = require('node:async_hooks');
const { TestEnvironment } = require('jest-environment-node');

const NodeAsyncLocalStorage = asyncHooks.AsyncLocalStorage;

class NodeEnvironmentReleasingAsyncStorage extends TestEnvironment {
  storages = [];

  async setup() {
    await super.setup();
    const storages = this.storages;
    // core modules are shared with the test file: what it constructs is this subclass, and remembered
    asyncHooks.AsyncLocalStorage = class extends NodeAsyncLocalStorage {
      constructor(...args) {
        super(...args);
        storages.push(this);
      }
    };
  }

  async teardown() {
    asyncHooks.AsyncLocalStorage = NodeAsyncLocalStorage;
    for (const storage of this.storages.splice(0)) storage.disable();
    await super.teardown();
  }
}

module.exports = NodeEnvironmentReleasingAsyncStorage;
