export type EmailSignInValues = { email: string; password: string };

/** Spec section 5's checks of the e-mail sign-in form, in its order: both fields, then the address. */
export type EmailSignInProblem = 'missing-fields' | 'invalid-email';

/**
 * The address is checked with the shared schema, loaded with the first submit: Zod and the
 * contracts stay off the sign-in page's first load (docs/decisions/009).
 */
export const checkEmailSignIn = async (
  values: EmailSignInValues,
): Promise<EmailSignInProblem | null> => {
  if (!values.email.trim() || !values.password) return 'missing-fields';
  const { EmailSchema } = await import('#shared/contracts/email-auth');
  return EmailSchema.safeParse(values.email).success ? null : 'invalid-email';
};
