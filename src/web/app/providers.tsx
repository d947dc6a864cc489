import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { useDeferredModule } from '../lib/use-deferred-module';
import { loadShellExtras } from './load-shell-extras';

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => createQueryClient());
  // Toasts and the accessibility panel arrive once the page is on screen (docs/decisions/009).
  const extras = useDeferredModule(loadShellExtras);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {extras ? <extras.ProviderExtras /> : null}
    </QueryClientProvider>
  );
};
