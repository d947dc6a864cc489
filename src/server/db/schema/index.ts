// The one schema drizzle-kit reads; every table file is re-exported here.
export * from './users';
export * from './sessions';
export * from './auth-throttle';
export * from './businesses';
export * from './calculations';
export * from './simulation-scenarios';
export * from './user-identities';
export * from './email-tokens';
export * from './mail-outbox';
export * from './oidc-logins';
export * from './sign-in-sources';
export * from './blog-posts';
export * from './newsletter-subscribers';
export * from './contact-messages';
