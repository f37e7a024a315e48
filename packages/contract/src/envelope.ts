import * as z from 'zod/mini';
import { type ErrorCode, errorCodes, flowHandleRefusals } from './errors.ts';
import type { EndpointName, ErrorCodeOf } from './routes.ts';

/** The reply envelope every user-service endpoint answers with: `{ status, message, payload }`. */
export interface Envelope<P> {
  /** A status word of API-3 ('Success', 'Failure', ...). */
  status: string;
  /** A human-readable message; shown by the portal through `composeMessage`. */
  message?: string;
  /** The endpoint's data. */
  payload?: P;
}

/** The envelope schema around `payload`; unknown top-level keys are dropped when parsing. */
export function envelope<P extends z.ZodMiniType>(payload: P) {
  return z.object({
    status: z.string(),
    message: z.optional(z.string()),
    payload: z.optional(payload),
  });
}

/**
 * What a failure of each code carries in its `payload` (API-3); a code not named here carries
 * none. Unknown keys are dropped when parsing; a payload left out is read as `{}`.
 */
export const failurePayloadSchemas = {
  /** The first message of each refused field, keyed by field name (none for a malformed body). */
  invalid_input: /* @__PURE__ */ z.object({
    fields: z.optional(z.record(z.string(), z.string())),
  }),
  /**
   * Why the flow handle was refused: 'ended' (the flow finished or started again in another tab)
   * or 'unknown' (expired, or never issued). The caller forgets the handle and starts over.
   */
  step_expired: /* @__PURE__ */ z.object({ flowHandle: z.enum(flowHandleRefusals) }),
  /** The tries the grant has left before it ends. */
  code_wrong: /* @__PURE__ */ z.object({ triesLeft: z.number() }),
  /** No tries left (`triesLeft: 0`): the grant ended. */
  code_exhausted: /* @__PURE__ */ z.object({
    triesLeft: z.number(),
    flowHandle: z.literal('ended'),
  }),
  /**
   * A registration refused for its username, sent with a captcha, carries a grant for this ID
   * number, so the person sends it again with another username without a second captcha.
   */
  username_taken: /* @__PURE__ */ z.object({ registrationHandle: z.optional(z.string()) }),
  /** The registration grant ended. */
  username_tries_used: /* @__PURE__ */ z.object({ flowHandle: z.literal('ended') }),
  /** Seconds until the code of the registration that waits expires. */
  registration_pending: /* @__PURE__ */ z.object({ retryAfterSeconds: z.number() }),
  /** Seconds until the same call may succeed; mirrors `Retry-After` (a proxy's 429 may lack it). */
  rate_limited: /* @__PURE__ */ z.object({ retryAfterSeconds: z.optional(z.number()) }),
  /** Seconds until the service expects its database back; mirrors `Retry-After`. */
  service_unavailable: /* @__PURE__ */ z.object({ retryAfterSeconds: z.optional(z.number()) }),
} as const satisfies { readonly [C in ErrorCode]?: z.ZodMiniObject };

type Payloads = typeof failurePayloadSchemas;

/** What a failure of code `C` carries in `payload`; `undefined` for a code that carries none. */
export type FailurePayloadOf<C extends ErrorCode> = C extends keyof Payloads
  ? z.output<Payloads[C]>
  : undefined;

/**
 * A parsed failure reply of code `C` (any code by default): a union by `code`, so checking the
 * code narrows the payload. `message` is the text for a person.
 */
export type FailureReply<C extends ErrorCode = ErrorCode> = C extends ErrorCode
  ? { status: string; code: C; message?: string | undefined } & (C extends keyof Payloads
      ? { payload: z.output<Payloads[C]> }
      : unknown)
  : never;

/** A failure reply endpoint `N` may answer with: only its codes (`endpointErrors`), each typed. */
export type FailureOf<N extends EndpointName> = FailureReply<ErrorCodeOf<N>>;

function failureSchema(): z.ZodMiniType<FailureReply> {
  const payloads: Partial<Record<ErrorCode, z.ZodMiniObject>> = failurePayloadSchemas;
  const options = errorCodes.map((code) => {
    const payload = payloads[code];
    return z.object({
      status: z.string(),
      code: z.literal(code),
      message: z.optional(z.string()),
      // A payload left out reads as empty: fine where its fields are optional (a taken username
      // sent with the grant hands back none), refused where one is required (a wrong code's tries).
      ...(payload ? { payload: z.prefault(payload, {}) } : {}),
    });
  });
  return z.discriminatedUnion(
    'code',
    options as [(typeof options)[number]],
  ) as z.ZodMiniType<FailureReply>;
}

/**
 * Any failure reply (status 'Failure'): parse a reply with this once `classifyOutcome` says error.
 * A union by `code` (see errors.ts), each code with its payload (`failurePayloadSchemas`).
 */
export const failureReplySchema = /* @__PURE__ */ failureSchema();
