export { createLoginFlow } from '@forecourt/flows-core';
