import { describe, expect, it } from 'vitest';
import { appOriginFor, isOutboxPageServed } from './mail-settings';

describe('appOriginFor', () => {
  it('uses PUBLIC_ORIGIN when set, reduced to its origin', () => {
    expect(
      appOriginFor({ publicOrigin: 'https://app.example.com/', host: '0.0.0.0', port: 3000 }),
    ).toBe('https://app.example.com');
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['localhost', 'http://localhost:3000'],
    ['::1', 'http://[::1]:3000'],
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['192.168.1.20', 'http://192.168.1.20:3000'],
  ])('HOST %s gives %s (a loopback host is kept: cookies are bound to it)', (host, origin) => {
    expect(appOriginFor({ publicOrigin: undefined, host, port: 3000 })).toBe(origin);
  });
});

describe('isOutboxPageServed', () => {
  const base = {
    smtpUrl: undefined,
    nodeEnv: 'production',
    host: '127.0.0.1',
    publicOrigin: undefined,
  } as const;

  it('is on for `npm start` (production mode on 127.0.0.1, no SMTP)', () => {
    expect(isOutboxPageServed(base)).toBe(true);
    expect(isOutboxPageServed({ ...base, host: 'localhost' })).toBe(true);
    expect(isOutboxPageServed({ ...base, host: '::1' })).toBe(true);
  });

  it('is on in development and test on any address', () => {
    expect(isOutboxPageServed({ ...base, nodeEnv: 'development', host: '0.0.0.0' })).toBe(true);
    expect(isOutboxPageServed({ ...base, nodeEnv: 'test', host: '0.0.0.0' })).toBe(true);
  });

  it('is off whenever SMTP_URL is set: mail really leaves', () => {
    for (const nodeEnv of ['development', 'production', 'test'] as const) {
      expect(isOutboxPageServed({ ...base, nodeEnv, smtpUrl: 'smtp://mail.example.com' })).toBe(
        false,
      );
    }
  });

  it('is off for a production server on a public address', () => {
    expect(isOutboxPageServed({ ...base, host: '0.0.0.0' })).toBe(false);
    expect(isOutboxPageServed({ ...base, host: '203.0.113.7' })).toBe(false);
  });

  it('is off in production behind a proxy with a public origin, though bound to loopback', () => {
    expect(isOutboxPageServed({ ...base, publicOrigin: 'https://app.example.com' })).toBe(false);
    expect(isOutboxPageServed({ ...base, publicOrigin: 'http://localhost:8080' })).toBe(true);
  });
});
