export { parseRsaId } from '@forecourt/validators';
