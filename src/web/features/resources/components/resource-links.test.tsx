import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { InAppResources } from './in-app-resources';
import { OnwardLinks } from './onward-links';

beforeAll(async () => {
  initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('resources');
});

describe('links to the app’s learning pages', () => {
  it('onward links name each page and lead to it', () => {
    render(
      <MemoryRouter>
        <OnwardLinks pages={['caseStudies', 'calculator']} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Where to next' });
    expect(within(nav).getByRole('link', { name: 'Case studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('the in-app list describes each page in the order a founder would use them', () => {
    render(
      <MemoryRouter>
        <InAppResources />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('How the success score works');
    expect(links[0]).toHaveAttribute('href', '/success-score');
    expect(
      screen.getByText('Reference articles on the terms and ideas the app uses.'),
    ).toBeVisible();
  });
});
