import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => <p>the page</p>;

const renderLazy = (Lazy: ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('shares one load between preload() and the render', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const LazyPage = lazyPage(load, 'Page');
    await LazyPage.preload();
    renderLazy(LazyPage);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a preload that failed, so the render loads the page again', async () => {
    const cut = new Error('network cut');
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(cut)
      .mockRejectedValueOnce(cut)
      .mockRejectedValueOnce(cut)
      .mockResolvedValue({ Page });
    const LazyPage = lazyPage(load, 'Page');
    const preloaded = LazyPage.preload();
    // Each retry of the three attempts waits for the connection (or a timer): say it is back.
    for (let retry = 0; retry < 2; retry += 1) {
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(retry + 1));
      window.dispatchEvent(new Event('online'));
    }
    await expect(preloaded).rejects.toThrow('network cut');
    renderLazy(LazyPage);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
