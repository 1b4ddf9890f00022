// Globals jsdom lacks that our code uses. Defined configurable, so libraries may redefine them.
const { TextEncoder, TextDecoder } = require('node:util');

for (const [name, value] of Object.entries({ TextEncoder, TextDecoder })) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
// The webpack constant a remote renders as data-build.
globalThis.__AMORA_BUILD_MARKER__ = 'test';
// jsdom has window.scrollTo but only reports "not implemented" on a call (the shell scrolls a new
// page to its top): a no-op, which a test spies on where the scroll is the point.
// Suites in Node's environment (service worker, worker) have no window.
if (globalThis.window) globalThis.window.scrollTo = () => undefined;
