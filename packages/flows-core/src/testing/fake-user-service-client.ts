import { type EndpointName, endpoints, type ReplyOf, type RequestOf } from '@forecourt/contract';
import type {
  ApiFailure,
  ApiFailureCode,
  ApiResult,
  ApiSuccess,
  Session,
} from '../client/api-result.ts';
import type { CallOptions, UserServiceClient } from '../client/user-service-client.ts';

/** How a fake endpoint answers: a fixed result, or a function of the request. */
export type FakeAnswer<N extends EndpointName> =
  | ApiResult<N>
  | ((request: RequestOf<N>) => ApiResult<N> | Promise<ApiResult<N>>);

/** One recorded call. */
export interface FakeCall {
  name: EndpointName;
  request: unknown;
  /** Made with `quiet` (not counted as in flight). */
  quiet?: true;
}

/** A user-service client that answers from scripted results; for tests, stories and demos. */
export interface FakeUserServiceClient extends UserServiceClient {
  /** Every call made, in order. */
  readonly calls: FakeCall[];
  /** Sets how `name` answers from now on. */
  answer<N extends EndpointName>(name: N, answer: FakeAnswer<N>): void;
}

/** A success result of `name` carrying `reply` (and a session for sign-ins). */
export function fakeSuccess<N extends EndpointName>(
  _name: N,
  reply: ReplyOf<N>,
  session?: Session,
): ApiSuccess<N> {
  return { ok: true, reply, message: '', httpStatus: 200, ...(session ? { session } : {}) };
}

/**
 * A failed call as the client reports it: `code` (the service's, or `network`), the message to
 * show, and whatever else the failure carries (`triesLeft`, `retryAfterSeconds`, `refusal`...).
 */
export function fakeFailure(
  code: ApiFailureCode,
  message = '',
  extra: Partial<ApiFailure> = {},
): ApiFailure {
  const answered = code !== 'network' && code !== 'aborted';
  return {
    ok: false,
    code,
    message,
    ...(answered ? { httpStatus: 400, body: { status: 'Failure', code, message } } : {}),
    ...extra,
  };
}

/**
 * Creates a fake client. Unscripted endpoints answer with a rejection naming the endpoint; an
 * aborted signal answers 'aborted' at once, like the real client.
 */
export function createFakeUserServiceClient(
  answers: { [N in EndpointName]?: FakeAnswer<N> } = {},
): FakeUserServiceClient {
  const scripted = new Map<EndpointName, unknown>(
    Object.entries(answers) as [EndpointName, unknown][],
  );
  const calls: FakeCall[] = [];
  const client: Record<string, unknown> = {
    calls,
    answer: (name: EndpointName, answer: unknown) => scripted.set(name, answer),
  };
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    client[name] = (request: unknown, options: CallOptions = {}) => {
      calls.push({ name, request, ...(options.quiet ? { quiet: true } : {}) });
      const answer = scripted.get(name);
      const reply = Promise.resolve(
        typeof answer === 'function'
          ? (answer as (r: unknown) => unknown)(request)
          : (answer ?? fakeFailure('server_error', `${name} is not scripted`)),
      );
      const { signal } = options;
      if (!signal) return reply;
      const aborted = { ok: false, code: 'aborted', message: '' } satisfies ApiFailure;
      if (signal.aborted) return Promise.resolve(aborted);
      return new Promise((resolve) => {
        signal.addEventListener('abort', () => resolve(aborted), { once: true });
        void reply.then(resolve);
      });
    };
  }
  return client as unknown as FakeUserServiceClient;
}
