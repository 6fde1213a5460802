/* global __webpack_require__ */
// A federation runtime plugin the shell's build adds (decision 088). It lends the shell's federation SDK and bundler
// runtime to every remote on the page, as @module-federation/inject-external-runtime-core-plugin lends runtime-core
// (decision 072): a remote's production build reads `webpack-bundler-runtime` from the global below instead of
// carrying its own copy (with @module-federation/runtime, sdk and error-codes) in its remoteEntry.js.
//
// The bundler runtime's module is stateful (`federation.instance`, `initOptions`, the share scope `S`), so a remote
// gets the shell's functions in a fresh object of its own, each time the global is read (once per remote: the
// external is a module). Two pieces differ from the shell's copy:
// - `initContainerEntry`: the shell exposes nothing, so its build left the function out; this file brings it.
// - `runtime.init`: the runtime's own `init` finds an existing instance by the *shell's* build id and keeps the first
//   instance in a module variable the shell's `loadRemote` uses; a remote must get (or create) its own instance, by
//   its name and version, and leave the shell's alone.
import { initContainerEntry } from '@petpal/federation-container-entry';

export const bundlerRuntimeGlobal = '_PETPAL_FEDERATION_BUNDLER_RUNTIME';

/** The instance registered for this name and version on the page, as the runtime's own lookup does without a build id. */
function existingInstance(runtime, { name, version }) {
  return runtime.getInstance(
    (instance) =>
      instance.options.name === name && (version ? instance.options.version === version : !instance.options.version),
  );
}

/** What a remote's `import federation from '@module-federation/webpack-bundler-runtime'` gets: its own object. */
function bundlerRuntimeFor(host) {
  const runtime = {
    ...host.runtime,
    init(options) {
      const normalized = { ...options, id: options.id || '' };
      const instance = existingInstance(host.runtime, normalized);
      if (!instance) return host.runtime.createInstance(normalized);
      instance.initOptions(normalized);
      return instance;
    },
  };
  const federation = {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...host.bundlerRuntime, initContainerEntry, S: {} },
    attachShareScopeMap: host.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
  return { __esModule: true, default: federation, ...federation };
}

// The federation plugin imports a runtime plugin's default export (`runtimePlugins` in federation.mjs).
// eslint-disable-next-line no-restricted-exports
export default function provideBundlerRuntimePlugin() {
  return {
    name: 'petpal-provide-bundler-runtime',
    beforeInit(args) {
      const host = __webpack_require__.federation;
      if (!Object.getOwnPropertyDescriptor(globalThis, bundlerRuntimeGlobal)) {
        Object.defineProperty(globalThis, bundlerRuntimeGlobal, {
          configurable: true,
          get: () => bundlerRuntimeFor(host),
        });
      }
      return args;
    },
  };
}
