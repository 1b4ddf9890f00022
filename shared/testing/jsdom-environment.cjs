// jsdom lacks the Fetch API; the platform HTTP client and its tests need it. Lend Node's own
// implementations to the jsdom global (configurable, so msw-style libraries may redefine them).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (typeof globalThis[name] !== 'undefined') {
        Object.defineProperty(this.global, name, {
          value: globalThis[name],
          configurable: true,
          writable: true,
        });
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
