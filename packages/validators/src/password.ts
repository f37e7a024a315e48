import type { MessageId } from './messages.ts';
import { passwordSpecials } from './patterns.ts';

/** The id of one password-requirements checklist item. */
export type PasswordRequirementId =
  | 'lowercase'
  | 'number'
  | 'uppercase'
  | 'length'
  | 'special'
  | 'verified';

/** One line of the password-requirements checklist. */
export interface PasswordRequirement {
  id: PasswordRequirementId;
  /** The id of its label's text ('password.lowercase'), for the UI to translate. */
  label: MessageId;
  met: boolean;
}

/** The strength meter's reading; percent is the width of the bar (RULES-7, LIMITS-7). */
export type PasswordStrength =
  | { level: 'none'; percent: 0 }
  | { level: 'weak'; percent: 33.33 }
  | { level: 'medium'; percent: 66.66 }
  | { level: 'strong'; percent: 100 };

const hasLower = /[a-z]/;
const hasUpper = /[A-Z]/;
// RULES-6, on purpose: every digit 0-9 counts, as in the password pattern.
const hasDigit = /[0-9]/;

function hasSpecial(password: string): boolean {
  return [...password].some((character) => passwordSpecials.includes(character));
}

const checklist: ReadonlyArray<{
  id: PasswordRequirementId;
  labelId: MessageId;
  test: (password: string, verifyPassword: string) => boolean;
}> = [
  { id: 'lowercase', labelId: 'password.lowercase', test: (p) => hasLower.test(p) },
  { id: 'number', labelId: 'password.number', test: (p) => hasDigit.test(p) },
  { id: 'uppercase', labelId: 'password.uppercase', test: (p) => hasUpper.test(p) },
  // RULES-6, on purpose: at least 8, the validator's rule, not "above 8".
  { id: 'length', labelId: 'password.length', test: (p) => p.length >= 8 },
  { id: 'special', labelId: 'password.special', test: hasSpecial },
  // Two empty fields are not a verified password.
  { id: 'verified', labelId: 'password.verified', test: (p, v) => p.length > 0 && p === v },
];

/** The password-requirements checklist of RULES-6, in its order, each item met or not. */
export function passwordChecklist(
  password: string,
  verifyPassword: string,
): ReadonlyArray<PasswordRequirement> {
  return checklist.map(({ id, labelId, test }) => ({
    id,
    label: labelId,
    met: test(password, verifyPassword),
  }));
}

/**
 * The strength meter of RULES-7: strong with lower, upper and digit and 8+ characters; medium
 * with two of those kinds and 6+ characters; weak for anything else non-empty.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { level: 'none', percent: 0 };
  const kinds = [hasLower, hasUpper, hasDigit].filter((kind) => kind.test(password)).length;
  if (kinds === 3 && password.length >= 8) return { level: 'strong', percent: 100 };
  if (kinds >= 2 && password.length >= 6) return { level: 'medium', percent: 66.66 };
  return { level: 'weak', percent: 33.33 };
}
