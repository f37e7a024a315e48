// zod/mini, as in validators: a fraction of classic zod's size, and its objects never probe
// `new Function` (classic's JIT), which a strict Content-Security-Policy reports as a violation.
import * as z from 'zod/mini';
import { type EnvironmentName, environmentNames } from './environment-names.ts';

const siteUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });
const text = () => z.string().check(z.minLength(1));

/** One environment's settings (ENV-1). */
export const environmentConfigSchema = z
  .object({
    production: z.boolean(),
    api: siteUrl,
    envName: text(),
    token: z.string(),
    captchaSiteKey: z.optional(text()),
    home: siteUrl,
    authUI: siteUrl,
    dealerURL: siteUrl,
    dealerGroupURL: siteUrl,
    customerURL: siteUrl,
    prizm: z.optional(z.boolean()),
    product: text(),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.production && !env.captchaSiteKey) {
        ctx.addIssue({
          code: 'custom',
          path: ['captchaSiteKey'],
          message: 'a production environment needs a captcha site key',
          input: env,
        });
      }
    }),
  );

/**
 * The `/config.json` file: a settings block per environment the app runs in; one is enough.
 */
export const portalConfigSchema = z
  .object({
    environments: z.object({
      dev: z.optional(environmentConfigSchema),
      uat: z.optional(environmentConfigSchema),
      prod: z.optional(environmentConfigSchema),
      local: z.optional(environmentConfigSchema),
    }),
  })
  .check(
    z.superRefine((file, ctx) => {
      if (environmentNames.every((name) => file.environments[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['environments'],
          message: `holds no environment: give at least one of ${environmentNames.join(', ')}`,
          input: file,
        });
      }
      for (const name of environmentNames) {
        if (name !== 'prod' && file.environments[name]?.production) {
          ctx.addIssue({
            code: 'custom',
            path: ['environments', name, 'production'],
            message: 'only the prod environment sets the production flag',
            input: file,
          });
        }
      }
    }),
  );

/** One environment's settings. */
export type EnvironmentConfig = z.infer<typeof environmentConfigSchema>;

/** The whole configuration file. */
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/** The environment a session runs in: its settings plus its name. */
export type SessionConfig = EnvironmentConfig & { name: EnvironmentName };

/** The outcome of `parsePortalConfig`. */
export type ParsedPortalConfig = { ok: true; config: PortalConfig } | { ok: false; error: string };

/** The value at `path` in `json`, or undefined where the path leads nowhere. */
function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What is wrong with one setting, in words a person fixing the file can act on. */
function problemOf(
  issue: { path: readonly PropertyKey[]; code: string; message: string; expected?: unknown },
  json: unknown,
): string {
  const path = issue.path.map(String).join('.') || 'the file';
  const value = valueAt(json, issue.path);
  // A rule of ours (a production flag, a site key) says what it needs in its own words.
  if (issue.code === 'custom') return `${path}: ${issue.message}`;
  if (issue.path.length > 0 && value === undefined) return `${path} is missing`;
  if (issue.code === 'invalid_type') {
    const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
    return `${path} must be ${issue.expected === 'object' ? 'an object' : `a ${String(issue.expected)}`} (it is ${got})`;
  }
  if (issue.code === 'too_small' && value === '') return `${path} must not be empty`;
  return `${path}: ${issue.message}`;
}

/**
 * Validates a parsed `/config.json`; the error names every wrong setting by its path and says
 * what is wrong with it, e.g. 'Invalid configuration: environments.dev is missing;
 * environments.prod.captchaSiteKey: a production environment needs a captcha site key'.
 */
export function parsePortalConfig(json: unknown): ParsedPortalConfig {
  const result = portalConfigSchema.safeParse(json);
  if (result.success) return { ok: true, config: result.data };
  const problems = result.error.issues.map((issue) => problemOf(issue, json));
  return { ok: false, error: `Invalid configuration: ${problems.join('; ')}` };
}
