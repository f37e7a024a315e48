import type { EnvironmentName, PortalConfig, SessionConfig } from './config-schema.ts';

/**
 * What the choice of environment reads of a configuration: the uat product name. Read with care,
 * so a page can choose from the configuration as fetched, before it has been validated.
 */
export type EnvironmentSource = { environments?: { uat?: { product?: unknown } } } | null;

/**
 * Picks the environment from the third label of the host name (ENV-2): 'dev-mqf' is dev, the
 * uat product name is uat, 'mqf' is prod, anything else (localhost, an IP, a preview host) local.
 */
export function environmentNameOf(hostname: string, config: EnvironmentSource): EnvironmentName {
  const label = hostname.toLowerCase().split('.')[2];
  const uat = config?.environments?.uat?.product;
  if (label === 'dev-mqf') return 'dev';
  if (label === 'mqf') return 'prod';
  if (label !== undefined && typeof uat === 'string' && label === uat.toLowerCase()) return 'uat';
  return 'local';
}

/** The settings of the environment `hostname` belongs to, with its name. */
export function resolveEnvironment(hostname: string, config: PortalConfig): SessionConfig {
  const name = environmentNameOf(hostname, config);
  return { ...config.environments[name], name };
}
