import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { createQueryClient } from '#web/lib/query-client';
import { TEMPLATES } from '../template-manifest';
import { TemplateList } from './template-list';

const FILES = Object.keys(import.meta.glob('/public/templates/*/*'));

const renderList = (language: 'en' | 'tr' = 'en') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TemplateList language={language} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('TemplateList', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links every template to an existing file in both languages, as a download', () => {
    renderList();
    expect(screen.getAllByRole('article')).toHaveLength(TEMPLATES.length);
    const downloads = screen.getAllByRole('link').filter((link) => link.hasAttribute('download'));
    expect(downloads).toHaveLength(TEMPLATES.length * 2);
    for (const link of downloads) {
      expect(FILES).toContain(`/public${link.getAttribute('href') ?? ''}`);
    }
    const plan = screen.getByRole('article', { name: 'One-page business plan' });
    expect(
      within(plan).getByRole('link', { name: 'Download One-page business plan' }),
    ).toHaveAttribute('href', '/templates/en/one-page-business-plan.md');
    expect(within(plan).getByRole('link', { name: /^Turkish version/ })).toHaveAttribute(
      'href',
      '/templates/tr/one-page-business-plan.md',
    );
    expect(within(plan).getByText('2.6 kB')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Success Calculator' })).toHaveAttribute(
      'href',
      '/calculator',
    );
  });

  it('fetches the preview only when opened, without the byte-order mark, in its own scroll box', async () => {
    const fetchSpy = vi.fn(
      async () => new Response('\uFEFFMonth,Revenue\r\n1,=B3*C3\r\n2,=B4*C4\r\n'),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderList();
    expect(fetchSpy).not.toHaveBeenCalled();
    const model = screen.getByRole('article', { name: '24-month financial model' });
    await user.click(within(model).getByText('Preview the first 12 lines'));
    const preview = await within(model).findByRole('region', {
      name: 'First lines of 24-month financial model',
    });
    expect(preview.textContent).toBe('Month,Revenue\n1,=B3*C3\n2,=B4*C4\n');
    expect(preview).toHaveAttribute('tabindex', '0');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/templates/en/24-month-financial-model.csv',
      expect.anything(),
    );
  });
});
