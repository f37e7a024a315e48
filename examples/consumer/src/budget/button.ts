export { Button } from '@forecourt/ui-kit';
