import type { ErrorCode } from '@forecourt/contract';
import type { TextParams } from '@forecourt/validators';
import type { ApiFailure } from '../../client/api-result.ts';
import type { PasskeyCeremonyCode } from '../../passkeys/passkey-browser.ts';
import type { TextId } from '../../texts/translate.ts';

/**
 * What a flow's failure meant: one of the service's codes (the contract's `ErrorCode`), or
 * `network` when no answer came, or a passkey ceremony's own (`PasskeyCeremonyCode`). A form check that failed before anything was sent is
 * `invalid_input`, like a body the service refused. A consumer can `switch (error.code)`
 * exhaustively; `client_unauthorized` is a deployment fault (the portal's client token), never
 * the person's mistake.
 */
export type FlowErrorCode = ErrorCode | 'network' | PasskeyCeremonyCode;

/** A flow's last failure: its code, the text to show, and what the code carries. */
export interface FlowError {
  code: FlowErrorCode;
  /**
   * The text to show: the service's message (written in the language the call asked for), a
   * form check's message, or the client's own for `network` and unreadable replies.
   */
  message: string;
  /** `invalid_input`: the first message per field, keyed by field name. */
  fields?: Readonly<Record<string, string>>;
  /** `rate_limited`, `service_unavailable`: seconds until a retry may succeed, when known. */
  retryAfterSeconds?: number;
  /** `code_wrong`: the tries left before the flow must start again. */
  triesLeft?: number;
  /**
   * The form value the failure is about, where it is one (the code for a wrong or expired code,
   * the password for wrong credentials): a screen shows the failure at that field (GUIDE-12).
   */
  field?: string;
  /**
   * True when a toast showed the failure too: a screen that also shows it should not announce it
   * a second time (GUIDE-13). A form check's failure has no toast.
   */
  toasted?: boolean;
  /**
   * The id (and values) of `message` when the flow made it from its texts (a form check's
   * message): a consumer translates it again when the language changes, so the error on screen
   * follows the switch. Absent for the service's own messages.
   */
  text?: FlowErrorText;
}

/** The text id and values a flow made an error's message from (`deps.translate(id, params)`). */
export interface FlowErrorText {
  id: TextId;
  params?: TextParams;
}

/**
 * The flow error of a failed call; undefined for a call the flow cancelled itself. `field` names
 * the form value it is about, if any.
 */
export function flowErrorOf(failure: ApiFailure, field?: string): FlowError | undefined {
  const { code, message, fields, retryAfterSeconds, triesLeft } = failure;
  if (code === 'aborted' || code === 'passkey_cancelled') return undefined;
  return {
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    ...(triesLeft !== undefined ? { triesLeft } : {}),
    ...(field !== undefined ? { field } : {}),
  };
}

/** Which form value a failure of each code is about, where a flow says (GUIDE-12). */
export type ErrorFields = Partial<Record<FlowErrorCode, string>>;

/**
 * The flow error of a form check that failed with a message for the whole form (no identifier
 * given, say): `invalid_input`. A check whose messages belong to fields sets only `fieldErrors`,
 * shown at the fields.
 */
export function validationError(
  formError: string | undefined,
  text?: FlowErrorText,
): FlowError | undefined {
  if (!formError) return undefined;
  return { code: 'invalid_input', message: formError, ...(text ? { text } : {}) };
}
