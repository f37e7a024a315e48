import type { FormValues } from '@forecourt/validators';
import { adminLoginForm, emptyValues, requiredOn } from '@forecourt/validators/forms';
import { roleOf } from '@forecourt/validators/portal';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { type ActionResult, blockedAt, ignored } from '../shared/action-result.ts';
import { busyOf, createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { validationError } from '../shared/flow-error.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import { createFlowStore } from '../shared/flow-store.ts';
import type { FlowDeps, FlowOptions, FlowStateBase } from '../shared/flow-types.ts';
import { firstBlank } from '../shared/selectors.ts';
import { defineSteps } from '../shared/steps.ts';

/** The admin login form (SIGNIN-ADMIN-1), as validators declares it. */
export type AdminLoginValues = FormValues<typeof adminLoginForm>;

/** Admin sign-in has one step: the credentials (no code). */
export const adminLoginSteps = defineSteps({
  credentials: { role: 'first', title: 'login.step.adminCredentials', verb: 'signIn' },
});

/** Admin login: the admin signs in as `username` and goes to /home/{kid}/admin. */
export interface AdminLoginFlowState
  extends FlowStateBase<(typeof adminLoginSteps.steps)[number], AdminLoginValues> {
  /** 'Login': signs in. */
  signIn(): Promise<ActionResult>;
}

/** An admin login flow store. */
export type AdminLoginFlow = ReadonlyStore<AdminLoginFlowState>;

/** 'Login' waits for all three fields and a resolved captcha (SIGNIN-ADMIN-2). */
const waitingFor = ({ values }: AdminLoginFlowState) =>
  firstBlank(values, [...requiredOn(adminLoginForm, 'credentials'), 'captchaResponse']);

/** Creates the admin variant of login (route login/{type}/admin). */
export function createAdminLoginFlow(deps: FlowDeps, options: FlowOptions): AdminLoginFlow {
  const role = roleOf(options.type);
  return createFlowStore<AdminLoginFlowState>(
    (set, get) => {
      const initial = () => initialFlowData(adminLoginSteps, emptyValues(adminLoginForm));
      const kit = createFlowKit<AdminLoginFlowState>(
        deps,
        set,
        get,
        `forecourt.admin.${options.type}`,
      );
      return {
        ...initial(),
        ...createBaseActions(kit, set, get, initial),
        async signIn() {
          const { values, canSubmit } = get();
          const why = blockedAt(kit, get(), 'first') ?? (canSubmit ? undefined : 'incomplete');
          if (why) return ignored(why);
          return kit.submitChecked({
            validate: ({ validateForm, adminLoginFormSchema }) =>
              validateForm(adminLoginFormSchema, { ...values, role }, kit.translate),
            task: (signal) => deps.api.adminLogin({ ...values, role }, { signal }),
            done: (result) =>
              result.ok
                ? kit.signIn(result.session, options.type, true)
                : // Wrong credentials mark the admin password field (GUIDE-12).
                  kit.fail(
                    result,
                    {},
                    result.code === 'credentials_invalid' ? 'adminPassword' : undefined,
                  ),
            invalid: ({ fieldErrors, formError }) =>
              set({ fieldErrors, error: validationError(formError) }),
          });
        },
      };
    },
    (state) => {
      const busy = busyOf(state);
      const missing = waitingFor(state);
      return {
        busy,
        canSubmit: !busy && state.status !== 'done' && missing === undefined,
        waitingFor: missing,
      };
    },
  );
}
