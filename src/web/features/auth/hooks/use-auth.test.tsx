import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuth } from './use-auth';

class CatchError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ?? this.props.children;
  }
}

const ReadsAuth = () => {
  useAuth();
  return null;
};

describe('useAuth', () => {
  it('throws when used outside its provider (spec section 8)', () => {
    render(
      <CatchError>
        <ReadsAuth />
      </CatchError>,
      { onCaughtError: () => undefined },
    );
    expect(screen.getByText('useAuth must be used within an AuthProvider')).toBeInTheDocument();
  });
});
