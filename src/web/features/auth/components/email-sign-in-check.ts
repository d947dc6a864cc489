import { EmailSchema } from '#shared/contracts/email-auth';

export type EmailSignInValues = { email: string; password: string };

/** Spec section 5's checks of the e-mail sign-in form, in its order: both fields, then the address. */
export type EmailSignInProblem = 'missing-fields' | 'invalid-email';

export const checkEmailSignIn = (values: EmailSignInValues): EmailSignInProblem | null => {
  if (!values.email.trim() || !values.password) return 'missing-fields';
  return EmailSchema.safeParse(values.email).success ? null : 'invalid-email';
};
