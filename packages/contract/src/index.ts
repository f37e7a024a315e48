export type { Endpoint, ParsedRequestOf, ReplyOf, RequestOf } from './endpoints.ts';
export { endpoints } from './endpoints.ts';
export type { Envelope, FailureOf, FailurePayloadOf, FailureReply } from './envelope.ts';
export { envelope, failurePayloadSchemas, failureReplySchema } from './envelope.ts';
export type { CommonErrorCode, ErrorCode, FlowHandleRefusal } from './errors.ts';
export { errorCodes, flowHandleRefusals, isErrorCode } from './errors.ts';
export type { ResumableFlow, ResumedFlow } from './flow-handle.ts';
export {
  flowHandleSchema,
  resumableFlows,
  resumeFlowPayloadSchema,
  resumeFlowReplySchema,
} from './flow-handle.ts';
export { maskContact, maskEmail, maskIdNumber, maskMobile } from './masks.ts';
export { usernameTakenMessage } from './messages.ts';
export type { Outcome, ReplyFacts } from './outcome.ts';
export { classifyOutcome, composeMessage } from './outcome.ts';
export type { PasskeySummary } from './passkeys.ts';
export {
  authenticationCredentialSchema,
  passkeyNameSchema,
  passkeyOptionsReplySchema,
  passkeySchema,
  passkeysReplySchema,
  registrationCredentialSchema,
} from './passkeys.ts';
export type { CustomerLookup, DealerGroup } from './replies.ts';
export {
  allDealerGroupsReplySchema,
  checkReplySchema,
  customerByIdReplySchema,
  dealerGroupSchema,
  destinationsSchema,
  otpSentPayloadSchema,
  otpSentReplySchema,
  registrationValidatedReplySchema,
  requestUsernameReplySchema,
  signedInPayloadSchema,
  signedInReplySchema,
} from './replies.ts';
export type { RecoveryFlow } from './requests.ts';
export { recoveryFlows } from './requests.ts';
export type { EndpointName, ErrorCodeOf, HttpMethod, Route } from './routes.ts';
export {
  apiBasePath,
  captchaHeader,
  endpointErrors,
  fillPath,
  routes,
  tokenHeader,
} from './routes.ts';
export type { SessionClaims } from './session.ts';
export { sessionClaimsSchema } from './session.ts';
export type { StatusWord } from './status.ts';
export { isStatusWord, statusWords } from './status.ts';
