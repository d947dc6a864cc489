import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

/** A fresh gate, armed as main.tsx arms it in the browser. */
const armedGate = async () => {
  vi.resetModules();
  const gate = await import('./startup-gate');
  gate.armStartupGate();
  return gate;
};

describe('the start-up gate', () => {
  it('holds reads and deferred modules until the page is shown', async () => {
    const gate = await armedGate();
    const opened: string[] = [];
    void gate.whenPageShown().then(() => opened.push('read'));
    void gate.whenDeferredMayLoad().then(() => opened.push('deferred'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toEqual([]);
    gate.markPageShown();
    await vi.waitFor(() => expect(opened).toHaveLength(2));
  });

  it('lets the page’s first reads ask for their chunks before deferred modules, whoever waited first', async () => {
    const gate = await armedGate();
    const order: string[] = [];
    // The shell's extras start waiting at the first commit, before the page's list has rendered.
    void gate.whenDeferredMayLoad().then(() => order.push('shell extras'));
    void gate.whenPageShown().then(() => order.push('the list’s read'));
    gate.markPageShown();
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(['the list’s read', 'shell extras']);
  });

  it('never waits when it was not armed (tests, other callers)', async () => {
    vi.resetModules();
    const gate = await import('./startup-gate');
    await expect(gate.whenDeferredMayLoad()).resolves.toBeUndefined();
    await expect(gate.whenPageShown()).resolves.toBeUndefined();
  });
});
