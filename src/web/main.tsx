import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadGuardsOf } from './app/app-routes';
import { getAccessibilitySettings } from './features/accessibility/accessibility-store';
import { applyAccessibilitySettings } from './features/accessibility/apply-accessibility-settings';
import { initI18n, shellLocalesReady } from './lib/i18n';
import { armStartupGate } from './lib/startup-gate';
import './styles.css';

// The saved accessibility settings apply before the first paint; the panel itself loads later.
applyAccessibilitySettings(getAccessibilitySettings());
armStartupGate();
initI18n();
preloadGuardsOf(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void shellLocalesReady().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

window.addEventListener('load', () => {
  // The service worker (built as /sw.js) keeps the app usable offline; dev servers go without it.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void navigator.serviceWorker.register('/sw.js');
  }
});
