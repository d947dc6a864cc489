import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserText } from './user-text';

describe('UserText', () => {
  it('shows the text as written, isolated in a <bdi> of its own', () => {
    const written = 'Sells \u202Egpj.exe\u202C and more\nsecond line';
    render(
      <p>
        Note: <UserText>{written}</UserText> (checked)
      </p>,
    );
    const isolate = screen.getByText((_, element) => element?.tagName === 'BDI');
    expect(isolate.textContent).toBe(written);
    // The page's own words sit outside the isolate, so the override cannot reach them.
    expect(isolate.parentElement?.textContent).toBe(`Note: ${written} (checked)`);
    expect(isolate.textContent).not.toContain('(checked)');
  });
});
