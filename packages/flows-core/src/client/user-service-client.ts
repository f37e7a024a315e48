import type { EndpointName, ErrorCode, RequestOf, Route } from '@forecourt/contract';
import {
  apiBasePath,
  classifyOutcome,
  composeMessage,
  endpointErrors,
  fillPath,
  routes,
  tokenHeader,
} from '@forecourt/contract/tables';
import { jwtDecode } from 'jwt-decode';
import { type FetchResponse, ofetch } from 'ofetch';
import type { Clock } from '../clock/clock.ts';
import type { InFlightCounter } from '../in-flight/in-flight-counter.ts';
import type { FlowTranslate } from '../texts/translate.ts';
import type { ApiFailure, ApiResult, Session } from './api-result.ts';
import type { ReplyCheck } from './reply-check.ts';
import { retryAfterSeconds } from './retry-after.ts';

/** Per-call options: every call can be cancelled. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Not counted by the in-flight counter (no loading overlay): a call the person did not ask for
   * and does not wait on, such as the passkey autofill's challenge. Default false.
   */
  quiet?: boolean;
}

/** The typed user-service client: one method per contract endpoint, never throwing. */
export type UserServiceClient = {
  [N in EndpointName]: (request: RequestOf<N>, options?: CallOptions) => Promise<ApiResult<N>>;
};

/** A fetch implementation (the host's, or a fake in tests). */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Options of `createUserServiceClient`. */
export interface UserServiceClientOptions {
  /** The environment's `api` address; endpoints live under `/user/v1/` below it. */
  baseURL: string;
  /** The environment's token, sent as `Authorization: Bearer <token>` on every call. */
  token: string;
  /** Counts requests in flight, for the loading overlay. */
  inFlight?: InFlightCounter;
  /** Milliseconds before a call fails as a timeout (default 30 000). */
  timeoutMs?: number;
  /** The fetch to use; ofetch's default (the host's global fetch) when omitted. */
  fetch?: FetchFunction;
  /** Reads an HTTP-date `Retry-After`; seconds-valued headers need no clock. */
  clock?: Pick<Clock, 'now'>;
  /**
   * The language the service should write its messages in, read before every call and sent as
   * `Accept-Language` (e.g. `() => 'af'`), so a language chosen after the client was built
   * applies from the next call. Default undefined: no `Accept-Language` is sent (the host's
   * fetch may still send the browser's).
   */
  acceptLanguage?: () => string | undefined;
  /**
   * The texts of the failures the client makes itself (no connection, a timeout, an unreadable
   * reply): `english` from `@forecourt/flows-core/texts`, or the app's catalogue.
   */
  translate: FlowTranslate;
  /**
   * How replies are read against the contract: `replyCheck` from
   * `@forecourt/flows-core/reply-check` (the contract's zod schemas), or a function that gives it
   * (a dynamic import), so the schemas load while the first request is out. A call started before
   * it loaded waits for it; one it could not be loaded for fails as `network`
   * (`transport.unavailable`), and the next call asks again.
   */
  check: ReplyCheck | (() => ReplyCheck | Promise<ReplyCheck>);
}

/** The default call timeout in milliseconds. */
export const defaultTimeoutMs = 30_000;

type ClientCode =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'server_error'
  | 'rate_limited'
  | 'service_unavailable';

type ClientText = 'network' | 'timeout' | 'notJson' | 'invalidReply' | 'unavailable' | 'none';

function parseJson(text: unknown): { ok: true; body: unknown } | { ok: false } {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function readSession(token: string | null, check: ReplyCheck): Session | undefined | 'invalid' {
  if (token === null || token === '') return undefined;
  try {
    const claims = check.claims(jwtDecode(token));
    return claims ? { token, claims } : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * The code of a failure whose body carries none (a proxy's error page, an older service): what
 * its HTTP status says, as far as it says anything.
 */
function codeOfStatus(httpStatus: number | undefined): ErrorCode {
  if (httpStatus === 429) return 'rate_limited';
  if (httpStatus === 503) return 'service_unavailable';
  return 'server_error';
}

/** True when endpoint `name` may answer `code` (the contract's `endpointErrors`). */
function answersWith(name: EndpointName, code: ErrorCode): boolean {
  const codes: readonly ErrorCode[] = endpointErrors[name];
  return codes.includes(code);
}

/**
 * Creates the user-service client: typed per endpoint from the contract, Authorization header,
 * one outcome classifier and message composer, typed failures, the in-flight counter, and an
 * AbortSignal plus a timeout on every call.
 */
export function createUserServiceClient(options: UserServiceClientOptions): UserServiceClient {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const { translate, check } = options;
  // Without it every reply would read as unreadable: say so where the client is made instead.
  if (typeof check !== 'function' && typeof check?.reply !== 'function') {
    throw new TypeError(
      "createUserServiceClient: 'check' is required: replyCheck from @forecourt/flows-core/reply-check, or a function that loads it",
    );
  }
  // The reply check once it is had; a function is asked again after it failed.
  let loaded = typeof check === 'function' ? undefined : check;
  const loadCheck = async (): Promise<ReplyCheck | undefined> => {
    if (loaded || typeof check !== 'function') return loaded;
    try {
      loaded = await check();
    } catch {
      return undefined;
    }
    return loaded;
  };
  const failure = (
    code: ClientCode,
    text: ClientText,
    extra: { httpStatus?: number; retryAfterSeconds?: number; message?: string } = {},
  ) => {
    const message = text === 'none' ? '' : translate(`transport.${text}`);
    return { ok: false, code, message, ...extra } as ApiFailure<ClientCode>;
  };
  const $fetch = ofetch.create(
    {
      baseURL: `${options.baseURL.replace(/\/+$/, '')}${apiBasePath}`,
      headers: { Authorization: `Bearer ${options.token}` },
      retry: 0,
      ignoreResponseError: true,
      responseType: 'text',
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  function interpret<N extends EndpointName>(
    name: N,
    response: FetchResponse<unknown>,
    replies: ReplyCheck,
  ): ApiResult<N> {
    const httpStatus = response.status;
    const parsed = parseJson(response._data);
    // A throttle (429) and a service down for a moment (503) both say when to try again.
    const retryAfter =
      httpStatus === 429 || httpStatus === 503
        ? retryAfterSeconds(
            response.headers.get('retry-after'),
            parsed.ok ? parsed.body : undefined,
            options.clock,
          )
        : undefined;
    const limited = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
    const waitText = () => translate('transport.rateLimited', { seconds: String(retryAfter ?? 0) });
    if (!parsed.ok) {
      return httpStatus === 429
        ? failure('rate_limited', 'none', { httpStatus, ...limited, message: waitText() })
        : failure(
            codeOfStatus(httpStatus) === 'service_unavailable'
              ? 'service_unavailable'
              : 'server_error',
            'notJson',
            { httpStatus },
          );
    }
    const { body } = parsed;
    const message = composeMessage(body);
    if (classifyOutcome({ httpStatus, body }) === 'error') {
      const known = replies.failure(body);
      // Only a code the endpoint answers with is taken at its word: the caller's types say so.
      const failed = known && answersWith(name, known.code) ? known : undefined;
      const code = failed?.code ?? codeOfStatus(httpStatus);
      const failure = {
        ok: false,
        code,
        httpStatus,
        // A refused client token is the deployment's fault: its own text, never the raw word
        // the service answers with ('Unauthorized').
        message:
          code === 'client_unauthorized'
            ? translate('transport.clientUnauthorized')
            : message || (code === 'rate_limited' ? waitText() : ''),
        ...(failed && 'payload' in failed ? failed.payload : {}),
        ...limited,
      };
      // The code is one of the endpoint's (checked above) or one every endpoint answers with.
      return failure as ApiResult<N>;
    }
    const reply = replies.reply(name, body);
    const session = readSession(response.headers.get(tokenHeader), replies);
    if (reply === undefined || session === 'invalid')
      return failure('server_error', 'invalidReply', { httpStatus });
    return { ok: true, reply, message, httpStatus, ...(session ? { session } : {}) };
  }

  async function call<N extends EndpointName>(
    name: N,
    request: RequestOf<N>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<N>> {
    const endpoint: Route = routes[name];
    const isGet = endpoint.method === 'GET';
    // Fields the contract sends as headers (the lookup's captcha) leave the body and the path.
    const fields = { ...(request as Record<string, string>) };
    const headers: Record<string, string> = {};
    for (const [field, header] of Object.entries(endpoint.headers ?? {})) {
      const value = fields[field];
      delete fields[field];
      if (value !== undefined) headers[header] = value;
    }
    const path = isGet ? fillPath(endpoint.path, fields) : endpoint.path;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    // The reply check loads while the request is out.
    const replies = loadCheck();
    const counter = callOptions.quiet ? undefined : options.inFlight;
    counter?.getState().increment();
    try {
      const language = options.acceptLanguage?.();
      if (language) headers['Accept-Language'] = language;
      const response = await $fetch.raw(path, {
        method: endpoint.method,
        signal,
        headers,
        ...(isGet ? {} : { body: fields }),
      });
      const checked = await replies;
      if (!checked) return failure('network', 'unavailable');
      return interpret(name, response, checked);
    } catch {
      if (callOptions.signal?.aborted) return failure('aborted', 'none');
      if (timeout.aborted) return failure('timeout', 'timeout');
      return failure('network', 'network');
    } finally {
      counter?.getState().decrement();
    }
  }

  const client: Partial<Record<EndpointName, unknown>> = {};
  for (const name of Object.keys(routes) as EndpointName[]) {
    client[name] = (request: RequestOf<typeof name>, callOptions?: CallOptions) =>
      call(name, request, callOptions);
  }
  return client as UserServiceClient;
}
