// TEMPORARY: @forecourt/ui-kit has no src/index.ts yet; remove with the alias in vite.config.ts.
export * from '../../../../packages/ui-kit/src/autocomplete/index.ts';
export * from '../../../../packages/ui-kit/src/button/index.ts';
export * from '../../../../packages/ui-kit/src/captcha/index.ts';
export * from '../../../../packages/ui-kit/src/channel-picker/index.ts';
export * from '../../../../packages/ui-kit/src/checkbox/index.ts';
export * from '../../../../packages/ui-kit/src/countdown/index.ts';
export * from '../../../../packages/ui-kit/src/dialog/index.ts';
export * from '../../../../packages/ui-kit/src/loading-overlay/index.ts';
export * from '../../../../packages/ui-kit/src/mobile-field/index.ts';
export * from '../../../../packages/ui-kit/src/otp-input/index.ts';
export * from '../../../../packages/ui-kit/src/password-field/index.ts';
export * from '../../../../packages/ui-kit/src/password-requirements/index.ts';
export * from '../../../../packages/ui-kit/src/select/index.ts';
export * from '../../../../packages/ui-kit/src/text-field/index.ts';
export * from '../../../../packages/ui-kit/src/theme/index.ts';
export * from '../../../../packages/ui-kit/src/toaster/index.ts';
