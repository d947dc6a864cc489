import { describe, expect, it } from 'vitest';
import {
  hostAdviceFor,
  hostNameOf,
  isOwnOrigin,
  isServedHost,
  servedHostsFor,
} from './allowed-hosts';

const loopbackOnly = servedHostsFor({ publicOrigin: undefined, allowedHosts: [] });
const behindProxy = servedHostsFor({
  publicOrigin: 'https://app.example.com/',
  allowedHosts: ['foresight.internal'],
});

describe('hostNameOf', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LocalHost:3000', 'localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['app.example.com', 'app.example.com'],
  ])('%s → %s', (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it.each([
    '',
    'evil.example@localhost',
    'localhost:3000:1',
    'local host',
    'localhost/x',
    '::1',
    'a_b.example',
  ])('refuses %j', (header) => {
    expect(hostNameOf(header)).toBeNull();
  });
});

describe('isServedHost', () => {
  it('serves the loopback names at any port when nothing is configured', () => {
    for (const host of ['localhost', 'localhost:5173', '127.0.0.1:3000', '[::1]:3000']) {
      expect(isServedHost(loopbackOnly, host), host).toBe(true);
    }
    for (const host of ['evil.example:3000', '127.0.0.2', 'localhost.', 'app.example.com']) {
      expect(isServedHost(loopbackOnly, host), host).toBe(false);
    }
  });

  it('serves PUBLIC_ORIGIN’s host and ALLOWED_HOSTS, and no longer the loopback names', () => {
    for (const host of ['app.example.com', 'app.example.com:443', 'foresight.internal:3000']) {
      expect(isServedHost(behindProxy, host), host).toBe(true);
    }
    for (const host of ['localhost', '127.0.0.1:3000', 'example.com']) {
      expect(isServedHost(behindProxy, host), host).toBe(false);
    }
  });
});

describe('isOwnOrigin', () => {
  it('takes any loopback origin when nothing is configured, whatever the port', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:3000']) {
      expect(isOwnOrigin(loopbackOnly, origin), origin).toBe(true);
    }
  });

  it('takes PUBLIC_ORIGIN exactly, and the ALLOWED_HOSTS names at any port', () => {
    expect(isOwnOrigin(behindProxy, 'https://app.example.com')).toBe(true);
    expect(isOwnOrigin(behindProxy, 'http://foresight.internal:3000')).toBe(true);
    for (const origin of [
      'http://app.example.com',
      'https://app.example.com:8443',
      'http://localhost:3000',
    ]) {
      expect(isOwnOrigin(behindProxy, origin), origin).toBe(false);
    }
  });

  it.each([
    'null',
    '',
    'http://evil.example:3000',
    'http://localhost:3000/',
    'ftp://localhost',
    'http://user@localhost',
  ])('refuses %j', (origin) => {
    expect(isOwnOrigin(loopbackOnly, origin)).toBe(false);
  });
});

describe('hostAdviceFor', () => {
  it('says nothing on a loopback HOST or when names are configured', () => {
    expect(
      hostAdviceFor({ host: '127.0.0.1', publicOrigin: undefined, allowedHosts: [] }),
    ).toBeNull();
    expect(
      hostAdviceFor({ host: '0.0.0.0', publicOrigin: undefined, allowedHosts: ['x.lan'] }),
    ).toBeNull();
    expect(
      hostAdviceFor({ host: '0.0.0.0', publicOrigin: 'https://app.example.com', allowedHosts: [] }),
    ).toBeNull();
  });

  it.each([
    ['192.168.1.20', 'ALLOWED_HOSTS=192.168.1.20 '],
    ['fd00::5', 'ALLOWED_HOSTS=[fd00::5] '],
    ['0.0.0.0', 'ALLOWED_HOSTS=<the name or address clients use> '],
  ])('tells how to serve other machines on HOST %s', (host, advice) => {
    const message = hostAdviceFor({ host, publicOrigin: undefined, allowedHosts: [] });
    expect(message).toContain(`HOST is ${host}, but requests are answered only for localhost`);
    expect(message).toContain(advice);
    expect(message).toContain('PUBLIC_ORIGIN');
  });
});
