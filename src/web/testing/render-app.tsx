import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { i18n, initI18n } from '../lib/i18n';

/** Renders the whole app (providers, layout, route table) at `path`, in English. */
export const renderApp = (path: string) => {
  initI18n('en');
  void i18n.changeLanguage('en');
  // jsdom has no scrolling; ScrollRestoration would report "not implemented" through console.error.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
};
