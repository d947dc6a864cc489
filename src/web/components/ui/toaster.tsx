import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#shared/constants';
import { dismissToast, useToasts } from '#web/lib/toast-store';

/** Renders the toast store with Radix Toast: 5 s default, swipe right 50 px, F8 focuses the region. */
export const Toaster = () => {
  const { t } = useTranslation();
  const toasts = useToasts();

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={clsx(
            'toast-root grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-lg border p-4 shadow-lg',
            item.variant === 'destructive'
              ? 'border-danger-700 bg-danger-700 text-white'
              : 'border-line bg-surface text-ink',
          )}
        >
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
          <Toast.Close
            aria-label={t('toast.close')}
            className="col-start-2 row-span-2 row-start-1 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
          {item.description ? (
            <Toast.Description className="text-sm opacity-95">{item.description}</Toast.Description>
          ) : null}
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label={t('toast.region')}
        className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
};
