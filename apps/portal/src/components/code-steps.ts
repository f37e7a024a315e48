import type { ReactNode } from 'react';
import { lazyComponent } from '../edge/lazy-component.tsx';
import type { StepNavProps } from './step-nav.tsx';

// The channel and code steps (Radix radio group, the OTP input, the countdown) are not part of
// any screen's first step: screens preload them once the first call has left, while it is
// answered (usePreloadAfterFirstCall), so they do not share the link with what that call needs.

/** Step 1 of every OTP flow, loaded on demand. */
export const ChannelStep = lazyComponent(() =>
  import('./channel-step.tsx').then((module) => module.ChannelStep),
);
/** The code step of every OTP flow (code, countdown, resend buttons), loaded on demand. */
export const OtpStep = lazyComponent(() =>
  import('./otp-step.tsx').then((module) => module.OtpStep),
);

/** The passkey offer after a code sign-in, loaded on demand (it follows the code step). */
export const PasskeyOffer = lazyComponent(() =>
  import('./passkey-offer.tsx').then((module) => module.PasskeyOffer),
);

/** Loads the channel step. */
export const loadChannelStep = ChannelStep.preload;
/** Loads the code step. */
export const loadOtpStep = OtpStep.preload;

const stepNav = lazyComponent(() => import('./step-nav.tsx').then((module) => module.StepNav));

/** The step history and a later step's Back links (GUIDE-1..3), loaded on demand. */
export const StepNav = stepNav as unknown as <Step extends string>(
  props: StepNavProps<Step>,
) => ReactNode;

/** Loads the step history. */
export const loadStepNav = stepNav.preload;
