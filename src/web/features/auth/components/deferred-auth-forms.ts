// The sign-in page's forms other than its default (e-mail sign-in): they use react-hook-form with
// the shared Zod schemas, so they come in one chunk after the page is shown (auth-panel.tsx).
export { EmailSignUpForm } from './email-sign-up-form';
export { SignInForm } from './sign-in-form';
export { SignUpForm } from './sign-up-form';
