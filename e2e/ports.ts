/** Ports of the e2e run, apart from `pnpm start`'s so both can run at once. */
export const e2ePorts = {
  service: 4110,
  portal: 4183,
  sites: [4311, 4312, 4313] as const,
} as const;
