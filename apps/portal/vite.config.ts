import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The modules of a screen's first step: the flows' shared machinery, the form fields, the
// captcha and the screens' shared components. Later steps and parts loaded on demand (form
// checks, tooltips, registration) stay out, and so does anything the entry uses.
const firstStepParts = [
  'packages/flows-core/src/flows/shared/',
  // The one code step every flow with a code builds when it is created.
  'packages/flows-core/src/flows/code-step/',
  'packages/flows-core/src/countdown/',
  'packages/flows-core/src/config/redirect.ts',
  'packages/ui-kit/src/field/',
  'packages/ui-kit/src/text-field/',
  'packages/ui-kit/src/password-field/',
  'packages/ui-kit/src/button/',
  'packages/ui-kit/src/captcha/',
  'packages/ui-kit/src/shared/',
  'packages/ui-kit/src/tooltip/disabled-tooltip.tsx',
  'packages/ui-kit/src/tooltip/tooltip.css.ts',
  // An ID field drops separators as typed (GUIDE-20); the ID checks load with the form checks.
  'packages/validators/src/id-number.ts',
  // The sign-in and recovery forms' declarations, and what reads them (fieldsOn, emptyValues).
  'packages/validators/src/sign-in-forms.ts',
  'packages/validators/src/declare-form.ts',
  'packages/validators/src/limits.ts',
  // The ID number shown masked on later steps: too small for a request of its own.
  'packages/contract/src/masks.ts',
  'apps/portal/src/components/',
  // Every first step's form keeps a press made before the takeover.
  'apps/portal/src/edge/early-submit.ts',
  // Small modules every screen's first step uses: each its own file (and request) otherwise.
  'packages/flows-core/src/react/use-owned-flow.ts',
  'packages/flows-core/src/react/flow-owner.ts',
  'apps/portal/src/i18n/kit-texts.ts',
  // The portals' names and the screens' titles (GUIDE-40, GUIDE-44).
  'apps/portal/src/i18n/portal-names.ts',
];
const laterParts = [
  '/checks.ts',
  '/registration.ts',
  '/registration-selectors.ts',
  '/channel-step.tsx',
  '/otp-step.tsx',
  '/use-web-otp.ts',
  // What a press on a waiting button says and focuses: loaded by that press (GUIDE-15).
  '/explain-waiting.ts',
  '/mask.ts',
  // Company registration's steps: only the dealer and dealer-group forms build them.
  '/company-steps.ts',
  // The step history and Back links: nothing of them shows before the flow leaves its first step.
  '/step-nav.tsx',
  '/use-step-history.ts',
  // Passkeys: only the two sign-in screens use them, and their calls load at first use.
  '/flows/shared/passkey-calls.ts',
  '/passkey-sign-in.tsx',
  '/passkey-offer.tsx',
  // The screens' shared styles: the landing and not-found pages use them too, with no flow.
  '/components/screens.css.ts',
];
const framework = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/zustand/',
  'packages/validators/src/messages.ts',
  'packages/flows-core/src/texts/translate.ts',
  // Small modules the entry shares with the screens: each its own file otherwise.
  'apps/portal/src/edge/lazy-component.tsx',
  'apps/portal/src/edge/use-hydrated.ts',
  'apps/portal/src/edge/start-script/handover.ts',
  'vite/preload-helper',
];
const isFirstStep = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return (
    firstStepParts.some((part) => path.includes(part)) &&
    !laterParts.some((part) => path.includes(part))
  );
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
  // The prerender build (server/prerender.ts) reads the workspace packages from source too.
  ssr: { resolve: { conditions: ['@forecourt/source', ...defaultServerConditions] } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: true,
    // Every browser the es2022 target covers supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names: their dependencies stay where they are.
          includeDependenciesRecursively: false,
          groups: [
            {
              // React and the few modules the entry shares with every other chunk: named, so
              // Rolldown keeps them together instead of splitting them into small chunks of their
              // own (docs/performance.md).
              name: 'framework',
              test: (id: string) =>
                framework.some((part) => id.replaceAll('\\', '/').includes(part)),
            },
            {
              // What the first step of every sign-in and recovery screen needs, in one chunk:
              // split by which screens use each part it was ten files, 2 KB more after gzip.
              name: 'first-step',
              test: isFirstStep,
            },
          ],
        },
      },
    },
  },
});
