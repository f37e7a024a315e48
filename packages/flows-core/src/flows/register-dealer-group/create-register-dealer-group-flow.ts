import type { DealerGroup } from '@forecourt/contract';
import type { FormValues } from '@forecourt/validators';
import {
  dealerGroupRegistrationForm,
  emptyValues as emptyFormValues,
} from '@forecourt/validators/forms';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { initialCodeState } from '../code-step/code-step.ts';
import { type ActionResult, blockedAt, ignored } from '../shared/action-result.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import type { CompanyRegistrationStep } from '../shared/company-steps.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import { createFlowStore } from '../shared/flow-store.ts';
import type { CodeStepState, FlowDeps, FlowStateBase } from '../shared/flow-types.ts';
import { namingMissing } from '../shared/missing-fields.ts';
import {
  createRegistrationActions,
  type RegistrationActions,
  type RegistrationGrantState,
  registrationRequest,
} from '../shared/registration.ts';
import { firstBlank } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps, moveOn } from '../shared/steps.ts';

/**
 * The dealer-group registration form (REG-GROUP-1): the fields its declaration in validators names (values typed by kind), the captcha
 * and the code.
 */
export type DealerGroupRegistrationValues = FormValues<typeof dealerGroupRegistrationForm> & {
  captchaResponse: string;
  otp: string;
};

/**
 * Register dealer group (REG-GROUP-2): the company steps of `dealerGroupRegistrationSteps`; after the
 * code is accepted, the server message and back to an empty first step.
 */
export interface RegisterDealerGroupFlowState
  extends FlowStateBase<CompanyRegistrationStep, DealerGroupRegistrationValues>,
    CodeStepState,
    RegistrationActions,
    RegistrationGrantState {
  /** The dealer groups of the autocomplete, once loaded. */
  dealerGroups: readonly DealerGroup[];
  /**
   * The service's message once a registration was completed (REG-GROUP-8), '' where it sent
   * none: the flow started again at an empty company step, which shows it with a way to sign in.
   * Undefined before, and again once the next registration passes its company step or the flow
   * starts over.
   */
  completedMessage: string | undefined;
  /** Loads the dealer groups (GET allDealerGroups); a failure leaves the list empty. */
  loadDealerGroups(): Promise<void>;
  /** 'Register' on the company step: checks the fields (errors per field); no call follows. */
  submitCompanyDetails(): Promise<ActionResult>;
}

/** A dealer-group registration flow store. */
export type RegisterDealerGroupFlow = ReadonlyStore<RegisterDealerGroupFlowState>;

const emptyValues = (): DealerGroupRegistrationValues => ({
  ...emptyFormValues(dealerGroupRegistrationForm),
  captchaResponse: '',
  otp: '',
});

/**
 * 'Register' on the company step waits for the dealer group, the director fields, ID, email,
 * mobile and the captcha (REG-GROUP-3), in the order the step shows them.
 */
const companyWaitingFor = ({ values }: RegisterDealerGroupFlowState) =>
  firstBlank(values, [
    'dealerGroupId',
    'companyDirectorName',
    'companyDirectorSurname',
    'idNumber',
    'email',
    'mobileNo',
    'captchaResponse',
  ]);

/**
 * Dealer-group registration's steps (REG-GROUP-2): the company and its director, checked on the
 * press with no call; the director's account, which sends the registration; the code; a taken
 * username asks for another on its own step, and any other refusal goes back to the company step
 * (REG-GROUP-4).
 */
export const dealerGroupRegistrationSteps = defineSteps<CompanyRegistrationStep>({
  company: {
    role: 'first',
    title: 'register.step.company',
    verb: 'submitCompanyDetails',
    next: { checked: 'account' },
  },
  account: {
    role: 'account',
    title: 'register.step.director',
    verb: 'submitAccount',
    back: 'company',
    next: { sent: 'code', taken: 'username', refused: 'company' },
  },
  code: { role: 'code', title: 'register.step.otp', verb: 'submitCode', back: 'account' },
  username: {
    role: 'username',
    title: 'register.step.username',
    verb: 'submitAccount',
    back: 'account',
    next: { sent: 'code', refused: 'company' },
  },
});

/** Creates the dealer-group registration flow. */
export function createRegisterDealerGroupFlow(deps: FlowDeps): RegisterDealerGroupFlow {
  const role = 'dealergroup' as const;
  let groupsLoad: AbortController | undefined;
  return createFlowStore<RegisterDealerGroupFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<CompanyRegistrationStep, DealerGroupRegistrationValues>(
          dealerGroupRegistrationSteps,
          emptyValues(),
        ),
        ...initialCodeState(),
        registrationHandle: undefined,
        completedMessage: undefined,
      });
      const kit = createFlowKit<RegisterDealerGroupFlowState>(
        deps,
        set,
        get,
        'forecourt.register.dealer-group',
      );
      const registration = createRegistrationActions(kit, set, get, deps, {
        role,
        form: dealerGroupRegistrationForm,
        validate: ({ validateForm, dealerGroupRegistrationSchema }) =>
          validateForm(dealerGroupRegistrationSchema, get().values, kit.translate),
        send: (signal) =>
          deps.api.registerDealerGroup(
            registrationRequest(get().values, role, get().registrationHandle),
            { signal },
          ),
        verified: (result) => {
          kit.countdown.getState().stop();
          const message = result.message || result.reply.payload?.message;
          set({ ...initial(), completedMessage: message ?? '' });
          if (message) kit.succeed(message);
        },
      });
      const base = createBaseActions(kit, set, get, initial);
      return {
        ...initial(),
        dealerGroups: [],
        ...base,
        ...registration,
        async loadDealerGroups() {
          if (kit.isDisposed()) return;
          groupsLoad?.abort();
          const mine = new AbortController();
          groupsLoad = mine;
          const result = await deps.api.allDealerGroups({}, { signal: mine.signal });
          if (groupsLoad !== mine) return;
          groupsLoad = undefined;
          if (result.ok) set({ dealerGroups: result.reply.payload?.dealerGroups ?? [] });
        },
        dispose() {
          groupsLoad?.abort();
          base.dispose();
        },
        async submitCompanyDetails() {
          const why =
            blockedAt(kit, get(), 'first') ?? (get().canSubmit ? undefined : 'incomplete');
          if (why) return ignored(why);
          // No call follows: the step changes once the check passes.
          return kit.submitChecked({
            validate: ({ dealerGroupStep0Errors }) => {
              const fieldErrors = dealerGroupStep0Errors(
                get().values,
                deps.clock.now(),
                kit.translate,
              );
              return fieldErrors ? { ok: false, fieldErrors } : { ok: true, value: {} };
            },
            invalid: (validation) => {
              const fieldErrors = namingMissing(
                validation.fieldErrors,
                get().values,
                dealerGroupRegistrationForm,
                kit.translate,
              );
              set({ fieldErrors, validationMessage: Object.values(fieldErrors)[0] });
            },
            task: async () => undefined,
            done: () =>
              set({
                ...moveOn(get(), 'checked'),
                fieldErrors: {},
                error: undefined,
                validationMessage: undefined,
                completedMessage: undefined,
              }),
          });
        },
      };
    },
    (state) => stepFlags(state, companyWaitingFor),
  );
}
