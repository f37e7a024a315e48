export type {
  ApiFailure,
  ApiFailureKind,
  ApiResult,
  ApiSuccess,
  Session,
} from './client/api-result.ts';
export { createDeferredClient } from './client/deferred-client.ts';
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
export type { CountdownOptions, CountdownState, CountdownStore } from './countdown/countdown.ts';
// formatCountdown ('hh:mm:ss') is ui-kit's, beside the Countdown component; `resendLabel` gives a
// flow's label already formatted.
export { createCountdown, isCountdownRunning, resendSeconds } from './countdown/countdown.ts';
export type { KeyValueStorage } from './countdown/storage.ts';
export { createMemoryStorage } from './countdown/storage.ts';
export type { DeferredParts } from './deps/deferred-deps.ts';
export { createDeferredDeps } from './deps/deferred-deps.ts';
export type { FieldDescriptor, FieldKind, FieldOption } from './flows/fields/field-descriptor.ts';
export { selectFieldOption } from './flows/fields/field-descriptor.ts';
export type { RegistrationFieldContext } from './flows/fields/registration-fields.ts';
export {
  channelOptions,
  registrationFields,
  registrationLabels,
} from './flows/fields/registration-fields.ts';
export type {
  ForgotPasswordFlow,
  ForgotPasswordFlowState,
  ForgotPasswordValues,
} from './flows/forgot-password/create-forgot-password-flow.ts';
export {
  canSubmitForgotPassword,
  createForgotPasswordFlow,
  hiddenIdentifier,
} from './flows/forgot-password/create-forgot-password-flow.ts';
export type {
  ForgotUsernameFlow,
  ForgotUsernameFlowState,
  ForgotUsernameValues,
} from './flows/forgot-username/create-forgot-username-flow.ts';
export {
  canSubmitForgotUsername,
  createForgotUsernameFlow,
} from './flows/forgot-username/create-forgot-username-flow.ts';
export type {
  IdLoginFlow,
  IdLoginFlowState,
  IdLoginValues,
} from './flows/id-login/create-id-login-flow.ts';
export { canSubmitIdLogin, createIdLoginFlow } from './flows/id-login/create-id-login-flow.ts';
export type {
  AdminLoginFlow,
  AdminLoginFlowState,
  AdminLoginValues,
} from './flows/login/create-admin-login-flow.ts';
export { canSubmitAdmin, createAdminLoginFlow } from './flows/login/create-admin-login-flow.ts';
export type { LoginFlow, LoginFlowState, LoginValues } from './flows/login/create-login-flow.ts';
export { canSubmit, createLoginFlow } from './flows/login/create-login-flow.ts';
export type {
  CustomerRegistrationValues,
  RegisterCustomerFlow,
  RegisterCustomerFlowState,
} from './flows/register-customer/create-register-customer-flow.ts';
export {
  canSubmitCustomerLookup,
  createRegisterCustomerFlow,
} from './flows/register-customer/create-register-customer-flow.ts';
export type {
  DealerRegistrationValues,
  RegisterDealerFlow,
  RegisterDealerFlowState,
} from './flows/register-dealer/create-register-dealer-flow.ts';
export { createRegisterDealerFlow } from './flows/register-dealer/create-register-dealer-flow.ts';
export type {
  DealerGroupRegistrationValues,
  RegisterDealerGroupFlow,
  RegisterDealerGroupFlowState,
} from './flows/register-dealer-group/create-register-dealer-group-flow.ts';
export {
  canSubmitDealerGroup,
  createRegisterDealerGroupFlow,
} from './flows/register-dealer-group/create-register-dealer-group-flow.ts';
export type { FlowError, FlowErrorKind } from './flows/shared/flow-error.ts';
export type {
  Destinations,
  FieldErrors,
  FlowDeps,
  FlowOptions,
  FlowStateBase,
  FlowStatus,
  OtpActions,
} from './flows/shared/flow-types.ts';
export type { Checks as FormChecks } from './flows/shared/load-checks.ts';
export { loadChecks as loadFormChecks } from './flows/shared/load-checks.ts';
export type { RegistrationCodeActions } from './flows/shared/registration.ts';
export { isUsernameTaken } from './flows/shared/registration.ts';
export { registrationDetailsReady } from './flows/shared/registration-selectors.ts';
export {
  canRequestCode,
  canResend,
  canSubmitCode,
  isOtpFailed,
  isSubmitting,
  otpLength,
  resendLabel,
} from './flows/shared/selectors.ts';
export type { InFlightCounter, InFlightState } from './in-flight/in-flight-counter.ts';
export { createInFlightCounter, isLoading } from './in-flight/in-flight-counter.ts';
export type { ReadonlyStore } from './store/readonly-store.ts';
export type {
  FakeAnswer,
  FakeCall,
  FakeUserServiceClient,
} from './testing/fake-user-service-client.ts';
export {
  createFakeUserServiceClient,
  fakeRejection,
  fakeSuccess,
} from './testing/fake-user-service-client.ts';
export type { FlowTextId, LabelledField } from './texts.ts';
export { fieldLabel, fieldLabels, flowTexts, formatFlowText, setFlowTexts } from './texts.ts';
export type { Toast, ToastInput, ToastQueueState, ToastSeverity } from './toasts/toast.ts';
export { createToast, createToastQueue, defaultToastLife } from './toasts/toast.ts';
