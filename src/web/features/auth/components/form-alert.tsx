import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type FormAlertProps = {
  id?: string;
  title?: string;
  /** `error` is announced at once (role alert); `info` politely (role status). */
  tone?: 'error' | 'info';
  children: ReactNode;
};

/** A form's message about the whole form (a refused sign-in, a sent link), above its button. */
export const FormAlert = ({ id, title, tone = 'error', children }: FormAlertProps) => (
  <div
    id={id}
    role={tone === 'error' ? 'alert' : 'status'}
    className={clsx(
      'rounded-lg border px-4 py-3 text-sm text-ink',
      tone === 'error' ? 'border-danger-700 bg-surface' : 'border-accent bg-accent-soft',
    )}
  >
    {title ? <p className="font-semibold">{title}</p> : null}
    <div className="flex flex-col gap-2">{children}</div>
  </div>
);
