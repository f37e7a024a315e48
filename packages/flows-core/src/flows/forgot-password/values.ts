import type { FormValues, forgotPasswordForm } from '@forecourt/validators';

/** The forgot-password form (RECOVER-PASSWORD-1), as validators declares it. */
export type ForgotPasswordValues = FormValues<typeof forgotPasswordForm>;
