// One federation runtime on the page: built remotes leave theirs out (`experiments.externalRuntime` in
// shared-contracts/build/webpack.cjs) and take the host's from this global, which must be set before any
// remote's entry runs. MF's own `provideExternalRuntime` would bundle a second (CommonJS) copy instead of
// handing over the one the host already runs.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
