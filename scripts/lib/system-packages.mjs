// Checks the Debian packages the tests need (chromium for Lighthouse, chromium-headless-shell for
// the end-to-end tests, the PostgreSQL server for integration tests, nginx, curl and ps for the
// cluster test's load balancer and deploy/rolling-restart.sh) and installs them through apt-get
// when running as root on Debian.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { run } from './run.mjs';
import { findPostgresBin } from './postgres-server.mjs';

/** Where Debian's nginx package puts the binary (scripts/quality/cluster-test.ts looks in the same places). */
export const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];

const missingPackages = () => [
  ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
  ...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
  ...(findPostgresBin() ? [] : ['postgresql']),
  ...(NGINX_PATHS.some((file) => existsSync(file)) ? [] : ['nginx']),
  ...(existsSync('/usr/bin/curl') ? [] : ['curl']),
  ...(existsSync('/usr/bin/ps') || existsSync('/bin/ps') ? [] : ['procps']),
];

export const ensureSystemPackages = async () => {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    throw new Error(
      `The tests need these system packages: ${missing.join(', ')}.\n` +
        `Install them, e.g. on Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`• Installing system packages: ${missing.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', ...missing], { env });
};
