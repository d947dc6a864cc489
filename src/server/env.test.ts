import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { billingSettingsFromEnv } from './modules/billing/index';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('accepts a PostgreSQL URL and coerces the port', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/app', PORT: '8080' });
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/app');
    expect(env.PORT).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO'],
  ])('names the bad variable %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(
      new RegExp(`^Invalid environment configuration:\\n  ${name}:`),
    );
  });

  it('lists every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('takes a METRICS_TOKEN of 32 characters or more, and none by default', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    const token = 'f'.repeat(32);
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32/,
    );
  });

  it('takes the language model settings all together or not at all', () => {
    expect(parseEnv({}).LLM_BASE_URL).toBeUndefined();
    const llm = {
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'local',
      LLM_MODEL: 'llama3.1',
    };
    expect(parseEnv(llm)).toMatchObject(llm);
    expect(() => parseEnv({ LLM_BASE_URL: llm.LLM_BASE_URL })).toThrow(
      /LLM_API_KEY[\s\S]*LLM_MODEL/,
    );
    expect(() => parseEnv({ ...llm, LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
  });
  it('takes both Stripe keys or neither, and checks their prefixes', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(parseEnv(stripe)).toMatchObject(stripe);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('allows the demo checkout in production only when DEMO_CHECKOUT=allow', () => {
    const allowed = (source: Record<string, string>) =>
      billingSettingsFromEnv(parseEnv(source)).isDemoCheckoutAllowed;
    expect(allowed({})).toBe(false);
    expect(allowed({ NODE_ENV: 'production', DEMO_CHECKOUT: 'allow' })).toBe(true);
    expect(allowed({ NODE_ENV: 'development' })).toBe(true);
    expect(allowed({ NODE_ENV: 'test', DEMO_CHECKOUT: 'deny' })).toBe(false);
    expect(() => parseEnv({ DEMO_CHECKOUT: 'yes' })).toThrow(/DEMO_CHECKOUT/);
    expect(billingSettingsFromEnv(parseEnv({})).stripe).toBeNull();
  });

  it('reads ALLOWED_HOSTS as lower-case host names and refuses ports, schemes and wildcards', () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(
      parseEnv({ ALLOWED_HOSTS: ' Foresight.LAN, 192.168.1.20 ,[fd00::5],' }).ALLOWED_HOSTS,
    ).toEqual(['foresight.lan', '192.168.1.20', '[fd00::5]']);
    for (const value of ['host:3000', 'http://host', '*.example.com', 'fd00::5', 'a b']) {
      expect(() => parseEnv({ ALLOWED_HOSTS: value }), value).toThrow(
        /ALLOWED_HOSTS: must be host names/,
      );
    }
  });
});
