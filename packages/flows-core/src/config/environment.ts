import type { PortalConfig, SessionConfig } from './config-schema.ts';
import { type EnvironmentName, environmentNames } from './environment-names.ts';

/**
 * What the choice of environment reads of a configuration: the uat product name. Read with care,
 * so a page can choose from the configuration as fetched, before it has been validated.
 */
export type EnvironmentSource = { environments?: { uat?: { product?: unknown } } } | null;

/**
 * The Forecourt portal's rule for its hosts (ENV-2): the third label of the host name picks the
 * environment: 'dev-mqf' is dev, the uat product name is uat, 'mqf' is prod, anything else
 * (localhost, an IP, a preview host) local. Other apps name their environment (`environmentOf`).
 */
export function environmentNameOf(hostname: string, config: EnvironmentSource): EnvironmentName {
  const label = hostname.toLowerCase().split('.')[2];
  const uat = config?.environments?.uat?.product;
  if (label === 'dev-mqf') return 'dev';
  if (label === 'mqf') return 'prod';
  if (label !== undefined && typeof uat === 'string' && label === uat.toLowerCase()) return 'uat';
  return 'local';
}

/**
 * The settings of the environment the app chose, with its name: `name`'s block, or, when the
 * configuration holds one block and no name is given, that one. Throws, naming what the
 * configuration holds, when the block is not there or the choice is not clear.
 */
export function environmentOf(config: PortalConfig, name?: EnvironmentName): SessionConfig {
  const held = environmentNames.filter((key) => config.environments[key] !== undefined);
  const chosen = name ?? (held.length === 1 ? held[0] : undefined);
  const settings = chosen === undefined ? undefined : config.environments[chosen];
  if (chosen === undefined || settings === undefined) {
    const which = name === undefined ? 'no environment was named' : `it has no '${name}' block`;
    throw new Error(
      `The configuration cannot give an environment: ${which} (it has ${held.join(', ')}).`,
    );
  }
  return { ...settings, name: chosen };
}

/**
 * The settings of the environment `hostname` belongs to by the Forecourt portal's host-name rule
 * (`environmentNameOf`), with its name. An app with hosts of its own names its environment with
 * `environmentOf` instead.
 */
export function resolveEnvironment(hostname: string, config: PortalConfig): SessionConfig {
  return environmentOf(config, environmentNameOf(hostname, config));
}
