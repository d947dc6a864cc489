import type { VerifiedIdentity } from './external-identity.service';

const MAX_CLAIM_LENGTH = 2048;

const textClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_CLAIM_LENGTH
    ? value.trim()
    : null;

/** Only https pictures are kept: an http or javascript: avatar address must never reach a page. */
const httpsClaim = (value: unknown): string | null => {
  const text = textClaim(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? text : null;
  } catch {
    return null;
  }
};

/**
 * The person described by an ID token whose signature, issuer, audience and expiry were checked.
 * Some providers send email_verified as the string "true"; anything else means unverified.
 */
export const identityFromClaims = (claims: Record<string, unknown>): VerifiedIdentity | null => {
  const issuer = textClaim(claims.iss);
  const subject = textClaim(claims.sub);
  if (!issuer || !subject) return null;
  return {
    issuer,
    subject,
    email: textClaim(claims.email),
    isEmailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: textClaim(claims.name),
    picture: httpsClaim(claims.picture),
  };
};
