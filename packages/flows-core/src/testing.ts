// `@forecourt/flows-core/testing`: test doubles for apps and stories that drive flows without a
// user service (a scripted client, its success and failure results, a clock moved by hand) and
// the harness the package's own flow tests use. Nothing here is on the root entry.
export type { ManualClock } from './clock/manual-clock.ts';
export { createManualClock } from './clock/manual-clock.ts';
export type {
  FakeAnswer,
  FakeCall,
  FakeUserServiceClient,
} from './testing/fake-user-service-client.ts';
export {
  createFakeUserServiceClient,
  fakeFailure,
  fakeSuccess,
} from './testing/fake-user-service-client.ts';
export type { Harness } from './testing/flow-harness.ts';
export {
  codeSentReply,
  createHarness,
  deferred,
  sessionFor,
  testConfig,
  testGrant,
  validIdNumber,
} from './testing/flow-harness.ts';
