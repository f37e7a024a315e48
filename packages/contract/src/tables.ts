// `@forecourt/contract/tables`: the contract without its schemas (no zod): the routes (method,
// path, headers, failure codes), the outcome classification, the masks and the status words, all
// also exported by the root (`export *`), which adds the request and reply schemas. A client that
// routes calls imports from here, so a bundler that keeps an imported package index whole in a
// chunk (esbuild) cannot bring the schemas up front when the reply check loads late.
export type { CommonErrorCode, ErrorCode, FlowHandleRefusal } from './errors.ts';
export { errorCodes, flowHandleRefusals, isErrorCode } from './errors.ts';
export { maskContact, maskEmail, maskIdNumber, maskMobile } from './masks.ts';
export { usernameTakenMessage } from './messages.ts';
export type { Outcome, ReplyFacts } from './outcome.ts';
export { classifyOutcome, composeMessage } from './outcome.ts';
export type { EndpointName, ErrorCodeOf, HttpMethod, Route } from './routes.ts';
export {
  apiBasePath,
  captchaHeader,
  endpointErrors,
  fillPath,
  routes,
  tokenHeader,
} from './routes.ts';
export type { StatusWord } from './status.ts';
export { isStatusWord, statusWords } from './status.ts';
