import { lazy } from 'react';

// The channel and code steps (Radix radio group, the OTP input, the countdown) are not part of
// any screen's first step: they load on idle once step 0 has painted (usePreloadWhenIdle), and
// at the latest when the flow reaches step 1.

/** Loads the channel step (step 1 of every sign-in and recovery flow). */
export const loadChannelStep = () => import('./channel-step.tsx');
/** Loads the code step (the OTP, countdown and resend buttons). */
export const loadOtpStep = () => import('./otp-step.tsx');

/** Step 1 of every OTP flow, loaded on demand. */
export const ChannelStep = lazy(() =>
  loadChannelStep().then((module) => ({ default: module.ChannelStep })),
);
/** The code step of every OTP flow, loaded on demand. */
export const OtpStep = lazy(() => loadOtpStep().then((module) => ({ default: module.OtpStep })));
