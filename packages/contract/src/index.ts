// The root: the zod-free tables (`./tables.ts`, also `@forecourt/contract/tables`) and the request
// and reply schemas.
export type {
  Endpoint,
  ParsedRequestOf,
  RecoveryFlow,
  ReplyOf,
  RequestOf,
} from './endpoints.ts';
export { endpoints, recoveryFlows } from './endpoints.ts';
export type { Envelope, FailureOf, FailurePayloadOf, FailureReply } from './envelope.ts';
export { envelope, failurePayloadSchemas, failureReplySchema } from './envelope.ts';
export type { ResumableFlow, ResumedFlow } from './flow-handle.ts';
export {
  flowHandleSchema,
  resumableFlows,
  resumeFlowPayloadSchema,
  resumeFlowReplySchema,
} from './flow-handle.ts';
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
export type { SessionClaims } from './session.ts';
export { sessionClaimsSchema } from './session.ts';
export * from './tables.ts';
