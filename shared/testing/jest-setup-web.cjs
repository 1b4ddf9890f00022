// Globals jsdom lacks that our code uses. Defined configurable, so libraries may redefine them.
const { TextEncoder, TextDecoder } = require('node:util');

for (const [name, value] of Object.entries({ TextEncoder, TextDecoder })) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
// The webpack constant a remote renders as data-build.
globalThis.__AMORA_BUILD_MARKER__ = 'test';
