export type {
  Endpoint,
  EndpointName,
  HttpMethod,
  ParsedRequestOf,
  ReplyOf,
  RequestOf,
} from './endpoints.ts';
export { apiBasePath, captchaHeader, endpoints, fillPath } from './endpoints.ts';
export type { Envelope, FailureReply } from './envelope.ts';
export { envelope, failurePayloadSchema, failureReplySchema } from './envelope.ts';
export type { ErrorCode, ErrorCodeOf } from './errors.ts';
export { endpointErrors, errorCodes, isErrorCode } from './errors.ts';
export type { FlowHandleRefusal, ResumableFlow, ResumedFlow } from './flow-handle.ts';
export {
  flowHandleRefusals,
  flowHandleSchema,
  resumableFlows,
  resumeFlowPayloadSchema,
  resumeFlowReplySchema,
} from './flow-handle.ts';
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
export type { SessionClaims } from './session.ts';
export { sessionClaimsSchema, tokenHeader } from './session.ts';
export type { StatusWord } from './status.ts';
export { isStatusWord, statusWords } from './status.ts';
