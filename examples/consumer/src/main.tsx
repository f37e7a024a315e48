import '@forecourt/ui-kit/styles.css';
import {
  createSystemClock,
  createToastQueue,
  createUserServiceClient,
  type FlowDeps,
  parsePortalConfig,
  resolveEnvironment,
} from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { english } from '@forecourt/flows-core/texts';
import { Toaster } from '@forecourt/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInScreen } from './sign-in-screen.tsx';

const toasts = createToastQueue();

function Toasts() {
  const list = useFlow(toasts, (state) => state.toasts);
  // flows-core's toasts are what ui-kit's Toaster takes.
  return <Toaster toasts={list} onDismiss={toasts.getState().dismiss} />;
}

async function start(root: HTMLElement) {
  const file = parsePortalConfig(await (await fetch('/config.json')).json());
  if (!file.ok) {
    root.textContent = file.error;
    return;
  }
  const config = resolveEnvironment(location.hostname, file.config);
  const deps: FlowDeps = {
    api: createUserServiceClient({ baseURL: config.api, token: config.token, translate: english }),
    clock: createSystemClock(globalThis),
    notify: toasts.getState().push,
    redirect: (url) => location.assign(url),
    config,
    // English texts, and the form checks (zod) loaded on the first submit: the app decides.
    translate: english,
    checks: () => import('@forecourt/flows-core/checks').then((module) => module.formChecks),
  };
  createRoot(root).render(
    <StrictMode>
      <SignInScreen deps={deps} />
      <Toasts />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
