import {
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  requiredOn,
} from '@forecourt/validators';
import { ruleOf } from '../../edge/early-enable.ts';

// The early-enabling rules of the registration forms' first steps (edge/early-enable.ts), from
// their declarations: the fields the step requires, and the captcha.

/** `canSubmit` of customer registration's lookup step (REG-CUSTOMER-2). */
export const customerLookupRule = ruleOf(requiredOn(customerRegistrationForm, 'lookup'), {
  captcha: true,
});

/**
 * `canSubmit` of dealer-group registration's company step (REG-GROUP-4). The dealer group
 * counts once chosen from the start script's list (a field inside `[data-early-pick]`), not for
 * text typed into it.
 */
export const dealerGroupRule = ruleOf(requiredOn(dealerGroupRegistrationForm, 'company'), {
  captcha: true,
});
