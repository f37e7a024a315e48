import { createAdminLoginFlow } from '@forecourt/flows-core';
import { useOwnedFlow } from '@forecourt/flows-core/react';
import { adminLoginForm, fieldsOn, type PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { portalName } from '../../i18n/portal-names.ts';
import { byPortalType } from '../../routing/params.ts';

/** The admin sign-in's fields (SIGNIN-ADMIN-1): the username, then the admin's own. */
const adminCredentialFields = /* @__PURE__ */ fieldsOn(adminLoginForm, 'credentials');

/** Route login/{type}/admin: the admin variant of login (SIGNIN-ADMIN-1). */
export const AdminLoginScreen = byPortalType(AdminLoginView);

/** The admin variant of sign-in (SIGNIN-ADMIN): Username, Admin Username, Admin Password, Login. */
function AdminLoginView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createAdminLoginFlow(deps, { type }));
  return (
    <FlowScreen
      flow={flow}
      heading={t('login.heading', { type: portalName(t, type) })}
      screen="title.adminLogin"
      type={type}
      steps={{
        credentials: (
          <>
            <StepForm flow={flow} action="action.login" fields={adminCredentialFields} captcha />
            <FooterLinks
              type={type}
              links={['idLogin', 'forgotPassword', 'forgotUsername']}
              register
            />
          </>
        ),
      }}
    />
  );
}
