import { type FieldRule, normaliseIdNumber } from '@forecourt/validators';

/** How an input of one rule is typed: the keyboard a phone shows, what is dropped as typed. */
export type Typing = {
  /** The keyboard (`inputmode`). */
  inputMode?: 'numeric';
  /** Rewrites what was typed or pasted before it becomes the value. */
  clean?: (raw: string) => string;
};

const idNumberTyping: Typing = { inputMode: 'numeric', clean: normaliseIdNumber };

/**
 * The typing of an input checked by `rule` (GUIDE-20, GUIDE-21): an ID number brings up the
 * number keypad and drops the spaces and dashes of `800101 5009 087` as they are typed or
 * pasted. Every other rule keeps what was typed. No input is given a `maxLength`: nothing typed
 * or pasted is ever cut, a value too long gets its rule's message at the field (GUIDE-24).
 */
export function typingOf(rule: FieldRule | undefined): Typing {
  return rule === 'idNumber' ? idNumberTyping : {};
}
