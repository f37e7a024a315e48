import type { ErrorCode, FailurePayloadOf } from '@forecourt/contract';
import type { TextParams } from '@forecourt/validators';
import type { ApiFailure } from '../../client/api-result.ts';
import type { PasskeyCeremonyCode } from '../../passkeys/ceremony-code.ts';
import type { TextId } from '../../texts/translate.ts';

/**
 * What a flow's failure meant: one of the service's codes (the contract's `ErrorCode`), or what
 * the client saw itself: `network` when no answer came (or what the flow needs could not be
 * loaded), `timeout` when none came in time, or a passkey ceremony's own (`PasskeyCeremonyCode`).
 * A form check that failed before anything was sent is `invalid_input`, like a body the service
 * refused. `client_unauthorized` is a deployment fault (the app's client token), never the
 * person's mistake.
 */
export type FlowErrorCode = ErrorCode | 'network' | 'timeout' | PasskeyCeremonyCode;

/** The payload fields a screen may show, as the contract types them for each code. */
type ShownFields = 'fields' | 'retryAfterSeconds' | 'triesLeft';

/**
 * What a failure of code `C` carries for the screen: `invalid_input`'s `fields`, `code_wrong`'s
 * and `code_exhausted`'s `triesLeft`, `rate_limited`'s, `service_unavailable`'s and
 * `registration_pending`'s `retryAfterSeconds`; nothing for the other codes.
 */
type FlowErrorExtras<C extends FlowErrorCode> = C extends ErrorCode
  ? FailurePayloadOf<C> extends object
    ? Pick<FailurePayloadOf<C>, Extract<keyof FailurePayloadOf<C>, ShownFields>>
    : unknown
  : unknown;

/** What every flow error has, whatever its code. */
interface FlowErrorBase {
  /**
   * The text to show: the service's message (written in the language the call asked for), a
   * form check's message, or the client's own for `network`, `timeout` and unreadable replies.
   */
  message: string;
  /**
   * The form value the failure is about, where it is one (the code for a wrong or expired code,
   * the password for wrong credentials): a screen shows the failure at that field.
   */
  field?: string;
  /**
   * True when a toast showed the failure too: a screen that also shows it should not announce it
   * a second time. A form check's failure has no toast.
   */
  toasted?: boolean;
  /**
   * The id (and values) of `message` when the flow made it from its texts (a form check's
   * message): a consumer translates it again when the language changes, so the error on screen
   * follows the switch. Absent for the service's own messages.
   */
  text?: FlowErrorText;
}

/**
 * A flow's last failure of code `C` (any code by default): a union by `code`, so a
 * `switch (error.code)` narrows it to what that code carries (`triesLeft` of `code_wrong`, ...).
 */
export type FlowError<C extends FlowErrorCode = FlowErrorCode> = C extends FlowErrorCode
  ? { code: C } & FlowErrorExtras<C> & FlowErrorBase
  : never;

/** The text id and values a flow made an error's message from (`deps.translate(id, params)`). */
export interface FlowErrorText {
  id: TextId;
  params?: TextParams;
}

/** The payload fields of a failure a screen may show, where its code has them. */
function shownFields(failure: ApiFailure): Partial<Record<ShownFields, unknown>> {
  const shown: Partial<Record<ShownFields, unknown>> = {};
  for (const key of ['fields', 'retryAfterSeconds', 'triesLeft'] as const) {
    const value = (failure as Partial<Record<ShownFields, unknown>>)[key];
    if (value !== undefined) shown[key] = value;
  }
  return shown;
}

/**
 * The flow error of a failed call; undefined for a call the flow cancelled itself. `field` names
 * the form value it is about, if any.
 */
export function flowErrorOf(failure: ApiFailure, field?: string): FlowError | undefined {
  if (failure.code === 'aborted' || failure.code === 'passkey_cancelled') return undefined;
  // The failure's code decides its extras (both unions are by code, from the contract's payloads).
  return {
    code: failure.code,
    message: failure.message,
    ...shownFields(failure),
    ...(field !== undefined ? { field } : {}),
  } as FlowError;
}

/** Which form value a failure of each code is about, where a flow says. */
export type ErrorFields = Partial<Record<FlowErrorCode, string>>;

/**
 * The flow error of a form check that failed with a message for the whole form (no identifier
 * given, say): `invalid_input`. A check whose messages belong to fields sets only `fieldErrors`,
 * shown at the fields.
 */
export function validationError(
  formError: string | undefined,
  text?: FlowErrorText,
): FlowError<'invalid_input'> | undefined {
  if (!formError) return undefined;
  return { code: 'invalid_input', message: formError, ...(text ? { text } : {}) };
}
