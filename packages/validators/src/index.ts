export { isDigits } from './digits.ts';
