import type { ApiFailure } from '../../client/api-result.ts';

/**
 * Why a flow stopped, as the screen should treat it:
 * - validation: the form check failed; nothing was sent (`fieldErrors` has the details)
 * - network: no answer (offline, timeout, CORS, or the code to send it could not be loaded)
 * - rateLimited: too many tries; `retryAfterSeconds` says how long to wait when the service said
 * - rejected: the service answered and refused (wrong password, unknown ID, code expired)
 * - server: the service failed or answered something unreadable (5xx, HTML, a reply that does
 *   not match the contract, a sign-in without a usable session)
 */
export type FlowErrorKind = 'validation' | 'network' | 'rateLimited' | 'rejected' | 'server';

/** A flow's last failure: its kind and the message to show (already in the texts in use). */
export type FlowError =
  | { kind: 'validation' | 'network' | 'rejected' | 'server'; message: string }
  | {
      kind: 'rateLimited';
      message: string;
      /** Seconds until a retry is allowed, from `Retry-After`; undefined when not given. */
      retryAfterSeconds: number | undefined;
    };

/** The flow error of a failed call; undefined for a call the flow cancelled itself. */
export function flowErrorOf(failure: ApiFailure): FlowError | undefined {
  const { kind, message, httpStatus } = failure;
  switch (kind) {
    case 'aborted':
      return undefined;
    case 'rateLimited':
      return { kind, message, retryAfterSeconds: failure.retryAfterSeconds };
    case 'network':
    case 'timeout':
      return { kind: 'network', message };
    case 'notJson':
    case 'invalidReply':
      return { kind: 'server', message };
    case 'rejected':
      return {
        kind: httpStatus !== undefined && httpStatus >= 500 ? 'server' : 'rejected',
        message,
      };
  }
}

/** The flow error of a form check that failed with a form-level message, if it has one. */
export function validationError(formError: string | undefined): FlowError | undefined {
  return formError ? { kind: 'validation', message: formError } : undefined;
}
