// Apart from the schema (zod): choosing an environment must not bring zod into a page's first
// bytes (the portal's entry chooses one before the services chunk arrives).

/** The names of the environments of ENV-1. */
export const environmentNames = ['dev', 'uat', 'prod', 'local'] as const;

/** dev, uat, prod or local. */
export type EnvironmentName = (typeof environmentNames)[number];
