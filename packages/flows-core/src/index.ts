export type {
  ApiFailure,
  ApiFailureKind,
  ApiResult,
  ApiSuccess,
  Session,
} from './client/api-result.ts';
export { retryAfterSeconds } from './client/retry-after.ts';
export type {
  CallOptions,
  FetchFunction,
  UserServiceClient,
  UserServiceClientOptions,
} from './client/user-service-client.ts';
export { createUserServiceClient, defaultTimeoutMs } from './client/user-service-client.ts';
export type { Clock, ClockGlobals, TimerHandle } from './clock/clock.ts';
export { createSystemClock } from './clock/clock.ts';
export type { ManualClock } from './clock/manual-clock.ts';
export { createManualClock } from './clock/manual-clock.ts';
export type {
  EnvironmentConfig,
  EnvironmentName,
  ParsedPortalConfig,
  PortalConfig,
  SessionConfig,
} from './config/config-schema.ts';
export {
  environmentConfigSchema,
  environmentNames,
  parsePortalConfig,
  portalConfigSchema,
} from './config/config-schema.ts';
export { environmentNameOf, resolveEnvironment } from './config/environment.ts';
export type { PostSignInUrl } from './config/redirect.ts';
export { buildPostSignInUrl } from './config/redirect.ts';
export type { Countdown, CountdownOptions, CountdownState } from './countdown/countdown.ts';
export {
  createCountdown,
  formatCountdown,
  isCountdownRunning,
  resendSeconds,
} from './countdown/countdown.ts';
export type { KeyValueStorage } from './countdown/storage.ts';
export { createMemoryStorage } from './countdown/storage.ts';
export type { InFlightCounter, InFlightState } from './in-flight/in-flight-counter.ts';
export { createInFlightCounter, isLoading } from './in-flight/in-flight-counter.ts';
export type { ReadonlyStore } from './store/readonly-store.ts';
export type { FlowTextId } from './texts.ts';
export { flowTexts, formatFlowText } from './texts.ts';
export type { Toast, ToastInput, ToastQueueState, ToastSeverity } from './toasts/toast.ts';
export { createToast, createToastQueue, defaultToastLife } from './toasts/toast.ts';
