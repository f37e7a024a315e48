import type { EnvironmentName, PortalConfig, SessionConfig } from './config-schema.ts';

/**
 * Picks the environment from the third label of the host name (ENV-2): 'dev-mqf' is dev, the
 * uat product name is uat, 'mqf' is prod, anything else (localhost, an IP, a preview host) local.
 */
export function environmentNameOf(hostname: string, config: PortalConfig): EnvironmentName {
  const label = hostname.toLowerCase().split('.')[2];
  if (label === 'dev-mqf') return 'dev';
  if (label === 'mqf') return 'prod';
  if (label !== undefined && label === config.environments.uat.product.toLowerCase()) return 'uat';
  return 'local';
}

/** The settings of the environment `hostname` belongs to, with its name. */
export function resolveEnvironment(hostname: string, config: PortalConfig): SessionConfig {
  const name = environmentNameOf(hostname, config);
  return { ...config.environments[name], name };
}
