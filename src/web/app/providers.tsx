import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AccessibilityPanel } from '../features/accessibility/components/accessibility-panel';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { createQueryClient } from '../lib/query-client';

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
      <AccessibilityPanel />
    </QueryClientProvider>
  );
};
