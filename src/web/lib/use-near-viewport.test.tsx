import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** An IntersectionObserver the test drives: `report(true)` says the element came near. */
const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
class TestIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, margin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}
const report = (isIntersecting: boolean) =>
  act(() => {
    for (const { callback } of observers) {
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

const Part = () => {
  const [ref, isNear] = useNearViewport();
  return <div ref={ref}>{isNear ? 'drawn' : 'waiting'}</div>;
};

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('useNearViewport', () => {
  it('is false until the element comes within a window of the screen, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    render(<Part />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('100% 0px');
    report(false);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    report(false);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('is true at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
