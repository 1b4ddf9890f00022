export { aProfile, aUser, someSettings } from './factories.js';
export {
  createTestPlatform,
  memoryStorage,
  jsonFetch,
  type TestPlatform,
  type TestPlatformOptions,
} from './test-platform.js';
export { mountStandalone } from './mount-standalone.js';
export {
  describeAreaContract,
  useAreaHarness,
  type AreaContractOptions,
  type AreaHarness,
} from './area-contract.js';
