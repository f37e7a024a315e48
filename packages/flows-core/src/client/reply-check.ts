import {
  type EndpointName,
  endpoints,
  type FailureReply,
  failureReplySchema,
  type ReplyOf,
  type SessionClaims,
  sessionClaimsSchema,
} from '@forecourt/contract';

/**
 * How the client reads a reply's body against the contract (API-4, API-6). Each answers
 * undefined for a body that does not fit.
 */
export interface ReplyCheck {
  /** The success reply of endpoint `name`. */
  reply<N extends EndpointName>(name: N, body: unknown): ReplyOf<N> | undefined;
  /** A failure reply: its code and that code's payload. */
  failure(body: unknown): FailureReply | undefined;
  /** The claims of a session token's decoded payload. */
  claims(payload: unknown): SessionClaims | undefined;
}

/** The reply check with the contract's schemas (zod): what `createUserServiceClient` takes as `check`. */
export const replyCheck: ReplyCheck = {
  reply: (name, body) => endpoints[name].reply.safeParse(body).data as ReplyOf<typeof name>,
  failure: (body) => failureReplySchema.safeParse(body).data,
  claims: (payload) => sessionClaimsSchema.safeParse(payload).data,
};
