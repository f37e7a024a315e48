export type { FormChecks } from './checks/form-checks.ts';
export type {
  ApiFailure,
  ApiFailureCode,
  ApiFailureOf,
  ApiResult,
  ApiSuccess,
  ClientFailureCode,
  Session,
} from './client/api-result.ts';
export type { ReplyCheck } from './client/reply-check.ts';
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
export type {
  EnvironmentConfig,
  ParsedPortalConfig,
  PortalConfig,
  SessionConfig,
} from './config/config-schema.ts';
export {
  environmentConfigSchema,
  parsePortalConfig,
  portalConfigSchema,
} from './config/config-schema.ts';
export {
  type EnvironmentSource,
  environmentNameOf,
  environmentOf,
  resolveEnvironment,
} from './config/environment.ts';
export {
  type EnvironmentName,
  environmentNames,
} from './config/environment-names.ts';
export type { PostSignInUrl } from './config/redirect.ts';
export { buildPostSignInUrl } from './config/redirect.ts';
export type { CountdownOptions, CountdownState, CountdownStore } from './countdown/countdown.ts';
export { createCountdown, isCountdownRunning, resendSeconds } from './countdown/countdown.ts';
export type { KeyValueStorage } from './countdown/storage.ts';
export { createMemoryStorage } from './countdown/storage.ts';
export type {
  ForgotPasswordFlow,
  ForgotPasswordFlowState,
  ForgotPasswordStep,
} from './flows/forgot-password/create-forgot-password-flow.ts';
export {
  createForgotPasswordFlow,
  forgotPasswordSteps,
  hiddenIdentifier,
} from './flows/forgot-password/create-forgot-password-flow.ts';
export type { ForgotPasswordValues } from './flows/forgot-password/values.ts';
export type {
  ForgotUsernameFlow,
  ForgotUsernameFlowState,
  ForgotUsernameStep,
  ForgotUsernameValues,
} from './flows/forgot-username/create-forgot-username-flow.ts';
export {
  createForgotUsernameFlow,
  forgotUsernameSteps,
} from './flows/forgot-username/create-forgot-username-flow.ts';
export type {
  IdLoginFlow,
  IdLoginFlowState,
  IdLoginStep,
  IdLoginValues,
} from './flows/id-login/create-id-login-flow.ts';
export { createIdLoginFlow, idLoginSteps } from './flows/id-login/create-id-login-flow.ts';
export type {
  AdminLoginFlow,
  AdminLoginFlowState,
  AdminLoginValues,
} from './flows/login/create-admin-login-flow.ts';
export { adminLoginSteps, createAdminLoginFlow } from './flows/login/create-admin-login-flow.ts';
export type {
  LoginFlow,
  LoginFlowState,
  LoginStep,
  LoginValues,
} from './flows/login/create-login-flow.ts';
export { createLoginFlow, loginSteps } from './flows/login/create-login-flow.ts';
export type {
  CustomerRegistrationStep,
  CustomerRegistrationValues,
  RegisterCustomerFlow,
  RegisterCustomerFlowState,
} from './flows/register-customer/create-register-customer-flow.ts';
export {
  createRegisterCustomerFlow,
  customerRegistrationSteps,
} from './flows/register-customer/create-register-customer-flow.ts';
export type {
  DealerRegistrationValues,
  RegisterDealerFlow,
  RegisterDealerFlowState,
} from './flows/register-dealer/create-register-dealer-flow.ts';
export {
  createRegisterDealerFlow,
  dealerRegistrationSteps,
} from './flows/register-dealer/create-register-dealer-flow.ts';
export type {
  DealerGroupRegistrationValues,
  RegisterDealerGroupFlow,
  RegisterDealerGroupFlowState,
} from './flows/register-dealer-group/create-register-dealer-group-flow.ts';
export {
  createRegisterDealerGroupFlow,
  dealerGroupRegistrationSteps,
} from './flows/register-dealer-group/create-register-dealer-group-flow.ts';
export type { ActionResult, IgnoredReason } from './flows/shared/action-result.ts';
export type { CompanyRegistrationStep } from './flows/shared/company-steps.ts';
export type { FlowError, FlowErrorCode, FlowErrorText } from './flows/shared/flow-error.ts';
export type {
  ChannelStepActions,
  CodeState,
  CodeStepState,
  Destinations,
  FieldErrors,
  FlowDeps,
  FlowFlags,
  FlowOptions,
  FlowStateBase,
  FlowStatus,
} from './flows/shared/flow-types.ts';
export { passkeyOfferPauseDays } from './flows/shared/passkey-calls.ts';
export type { PasskeyOfferActions, PasskeySignInActions } from './flows/shared/passkeys.ts';
export type { RegistrationActions, RegistrationGrantState } from './flows/shared/registration.ts';
export { otpLength } from './flows/shared/selectors.ts';
export type { StepDeclaration, StepGraph, StepMove, StepRole } from './flows/shared/steps.ts';
export { defineSteps, isStepOf, moveFrom, stepWith } from './flows/shared/steps.ts';
export type { InFlightCounter, InFlightState } from './in-flight/in-flight-counter.ts';
export { createInFlightCounter, isLoading } from './in-flight/in-flight-counter.ts';
export { passkeyCeremonyCode } from './passkeys/ceremony-code.ts';
export type {
  PasskeyBrowser,
  PasskeyCeremonyCode,
  PasskeyDeps,
  PasskeyOptions,
} from './passkeys/passkey-browser.ts';
export { webAuthnBrowser } from './passkeys/passkey-browser.ts';
export type { ReadonlyStore } from './store/readonly-store.ts';
export type { FlowTextId, FlowTranslate, LabelledField, TextId } from './texts/translate.ts';
export { channelName, fieldLabel } from './texts/translate.ts';
export type { FlowToast, ToastInput, ToastQueueState } from './toasts/toast.ts';
export { createToast, createToastQueue, defaultToastLife } from './toasts/toast.ts';
