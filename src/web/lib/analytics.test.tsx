import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPageView, usePageViewTracking, type AnalyticsConsent } from './analytics';

const Tracker = ({ consent }: { consent: AnalyticsConsent }) => {
  usePageViewTracking(consent);
  return null;
};

describe('analytics page views (docs/decisions/007)', () => {
  const gtag = vi.fn();
  const fbq = vi.fn();

  beforeEach(() => {
    gtag.mockReset();
    fbq.mockReset();
    window.gtag = gtag;
    window.fbq = fbq;
    document.title = 'Pricing · Foresight';
  });

  afterEach(() => {
    delete window.gtag;
    delete window.fbq;
  });

  it('sends nothing without consent', () => {
    sendPageView({ path: '/pricing', title: 'Pricing' }, null);
    sendPageView({ path: '/pricing', title: 'Pricing' }, { analytics: false, marketing: false });
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('sends the analytics page view with path and title only with analytics consent', () => {
    sendPageView({ path: '/pricing', title: 'Pricing' }, { analytics: true, marketing: false });
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_path: '/pricing',
      page_title: 'Pricing',
    });
    expect(fbq).not.toHaveBeenCalled();
  });

  it('sends the pixel page view only with marketing consent', () => {
    sendPageView({ path: '/pricing', title: 'Pricing' }, { analytics: false, marketing: true });
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
    expect(gtag).not.toHaveBeenCalled();
  });

  it('is a no-op when no analytics service is loaded', () => {
    delete window.gtag;
    delete window.fbq;
    expect(() =>
      sendPageView({ path: '/', title: 'Home' }, { analytics: true, marketing: true }),
    ).not.toThrow();
  });

  it('tracks each route change once consent is given, and the current page on consent', async () => {
    const Harness = () => {
      const [consent, setConsent] = useState<AnalyticsConsent>(null);
      return (
        <>
          <button type="button" onClick={() => setConsent({ analytics: true, marketing: false })}>
            consent
          </button>
          <Tracker consent={consent} />
        </>
      );
    };
    const router = createMemoryRouter([{ path: '*', element: <Harness /> }], {
      initialEntries: ['/pricing'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/about'));
    expect(gtag).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'consent' }));
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'page_view', {
      page_path: '/about',
      page_title: 'Pricing · Foresight',
    });

    document.title = 'About · Foresight';
    await act(() => router.navigate('/features?tab=team'));
    expect(gtag).toHaveBeenLastCalledWith('event', 'page_view', {
      page_path: '/features?tab=team',
      page_title: 'About · Foresight',
    });
    expect(gtag).toHaveBeenCalledTimes(2);
  });
});
