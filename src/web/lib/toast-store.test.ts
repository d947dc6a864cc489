import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { dismissToast, toast, useToasts } from './toast-store';

describe('toast store (spec section 9)', () => {
  afterEach(() => {
    const { result } = renderHook(() => useToasts());
    for (const item of result.current) act(() => dismissToast(item.id));
  });

  it('keeps one toast at a time: a newer one replaces the one on screen', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', description: 'Replaces the first' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', description: 'Replaces the first' });
  });

  it('keeps a per-toast duration and variant, and dismisses by handle', () => {
    const { result } = renderHook(() => useToasts());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saved', duration: 3000, variant: 'destructive' });
    });
    expect(result.current[0]).toMatchObject({ duration: 3000, variant: 'destructive' });
    act(() => handle?.dismiss());
    expect(result.current).toEqual([]);
  });

  it('notifies subscribers on every change', () => {
    const listener = vi.fn();
    const { result } = renderHook(() => {
      listener();
      return useToasts();
    });
    const renders = listener.mock.calls.length;
    act(() => void toast({ title: 'Hello' }));
    expect(listener.mock.calls.length).toBeGreaterThan(renders);
    expect(result.current[0]?.title).toBe('Hello');
  });
});
