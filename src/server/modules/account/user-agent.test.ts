import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

const CASES = [
  [
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    { browser: 'Firefox', os: 'Linux' },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    { browser: 'Edge', os: 'Windows' },
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS' },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', os: 'Android' },
  ],
  ['curl/8.5.0', { browser: null, os: null }],
] as const;

describe('describeUserAgent', () => {
  it.each(CASES)('names the browser and system of %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  it('knows nothing without a header', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});
