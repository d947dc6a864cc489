import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { toast } from '../components/ui/toast-store';
import { AccessibilityPanel } from '../features/accessibility/components/accessibility-panel';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

// The one global toast for failed mutations that no component handles (style guide section 6).
const onUnhandledMutationError = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: i18n.t('pages:error.titles.applicationError'),
    description:
      error instanceof ApiError ? i18n.t(`errors:${error.code}`) : i18n.t('errors:UNKNOWN'),
  });

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => createQueryClient({ onUnhandledMutationError }));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
      <AccessibilityPanel />
    </QueryClientProvider>
  );
};
