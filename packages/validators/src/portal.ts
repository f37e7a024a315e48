// `@forecourt/validators/portal`: portal types, roles and channels, what every flow needs, in an
// entry of their own that brings nothing else (no zod, no other rule) into the chunk that imports
// it. Each is also exported by the root and by `@forecourt/validators/rules`.
export type { Channel, PortalType, Role } from './portal-types.ts';
export { channels, isChannel, isPortalType, portalTypes, roleOf, roles } from './portal-types.ts';
