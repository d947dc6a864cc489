// Service worker of the built app (emitted as /sw.js by vite.config.ts, which fills in the
// precache list from the bundle). It keeps the app shell and built assets so the calculator and
// its results work offline. It never touches /api/*: no API answer (another user's data, auth
// calls) is ever cached.

/** Every built file (scripts, styles, translation chunks, icons); injected at build time. */
const PRECACHE_FILES = self.__FORESIGHT_PRECACHE__;
const CACHE_NAME = `foresight-shell-${self.__FORESIGHT_BUILD_ID__}`;
const SHELL_URL = '/';

const isApiPath = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll([SHELL_URL, ...PRECACHE_FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('foresight-shell-') && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Navigations: network first (fresh HTML), the cached shell when the network is down.
const handleNavigation = async (request) => {
  try {
    const response = await fetch(request);
    if (response.ok && new URL(request.url).pathname === SHELL_URL) {
      const cache = await caches.open(CACHE_NAME);
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
};

// Built assets have content hashes in their names, so a cached copy is always the right one.
const handleAsset = async (request) => {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(request, response.clone());
  }
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApiPath(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE_FILES.includes(url.pathname)) {
    event.respondWith(handleAsset(request));
  }
});
