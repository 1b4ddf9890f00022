export {
  aLanderVariant,
  aMainImage,
  aProfile,
  aProfileCard,
  aStaffMember,
  aUser,
  someEditableSettings,
  someSettings,
} from './factories.js';
export {
  createTestPlatform,
  memoryStorage,
  recordEvents,
  type RecordedEvent,
  type TestPlatform,
  type TestPlatformOptions,
} from './test-platform.js';
export {
  apiRefusal,
  regionsRoute,
  SOME_REGIONS,
  fakeFetch,
  jsonFetch,
  jsonResponse,
  sentBodies,
  sentRequests,
  type FetchMock,
  type JsonAnswer,
  type JsonRoute,
  type JsonRoutes,
  type SentRequest,
} from './fake-fetch.js';
export {
  mountArea,
  setUpAreaHarness,
  setUpAreaTests,
  type AreaHarness,
  type AreaMountOptions,
  type AreaTestOptions,
  type AreaUnderTest,
  type MountAreaOptions,
  type MountedArea,
} from './mount-area.js';
export { mountStandalone } from './mount-standalone.js';
export {
  setUpBackofficeTests,
  type BackofficeMountOptions,
  type MountedBackofficePage,
  type TestBackofficePlatform,
} from './mount-backoffice.js';
export { describeAreaContract, type AreaContractOptions } from './area-contract.js';
export { formInSection, type FormUnderTest } from './form-section.js';
export { fakeRealtime, type FakeRealtime } from './fake-realtime.js';
export { FakeXhr } from './fake-xhr.js';
export { fakePushBrowser, aPushSubscription, type FakePushBrowser } from './fake-push.js';
