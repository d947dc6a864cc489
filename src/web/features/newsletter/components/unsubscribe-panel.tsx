import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '#shared/constants';
import { paths } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api-errors';
import { useResubscribe } from '../api/resubscribe-newsletter';
import { useUnsubscribe } from '../api/unsubscribe-newsletter';
import { useFailureText } from '#web/lib/use-failure-text';

type Phase = 'asking' | 'unsubscribed' | 'resubscribed';

type UnsubscribePanelProps = {
  /** The unsubscribe link's token (from the fragment), or null when the page was opened without one. */
  token: string | null;
};

/**
 * The unsubscribe link's page: opening it changes nothing (a GET never unsubscribes); the button
 * does, and then offers to resubscribe with the same token. One button changes its action, so
 * keyboard focus stays where it was.
 */
export const UnsubscribePanel = ({ token }: UnsubscribePanelProps) => {
  const { t } = useTranslation('newsletter');
  const describeFailure = useFailureText();
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  const [phase, setPhase] = useState<Phase>('asking');
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) {
    return (
      <div className="flex flex-col gap-3">
        <p>{t('unsubscribe.missing')}</p>
        <Link
          to={paths.newsletter}
          className="font-medium text-primary underline underline-offset-2"
        >
          {t('unsubscribe.aboutLink')}
        </Link>
      </div>
    );
  }

  const isSubscribed = phase !== 'unsubscribed';
  const action = isSubscribed ? unsubscribe : resubscribe;
  const run = async () => {
    if (action.isPending) return;
    setFailure(null);
    try {
      await action.mutateAsync(token);
      setPhase(isSubscribed ? 'unsubscribed' : 'resubscribed');
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'LINK_INVALID'
          ? t('unsubscribe.invalid', { email: SUPPORT_EMAIL })
          : describeFailure(error),
      );
    }
  };
  const label = isSubscribed
    ? action.isPending
      ? t('unsubscribe.working')
      : t('unsubscribe.confirm')
    : action.isPending
      ? t('unsubscribe.resubscribing')
      : t('unsubscribe.resubscribe');

  return (
    <div className="flex flex-col items-start gap-4">
      {phase === 'asking' ? <p>{t('unsubscribe.question')}</p> : null}
      <div role="status" className="w-full">
        {phase === 'unsubscribed' ? (
          <div className="rounded-lg border border-accent bg-accent-soft px-4 py-3">
            <p className="font-semibold">{t('unsubscribe.done')}</p>
            <p>{t('unsubscribe.doneHint')}</p>
          </div>
        ) : null}
        {phase === 'resubscribed' ? (
          <p className="rounded-lg border border-accent bg-accent-soft px-4 py-3 font-semibold">
            {t('unsubscribe.resubscribed')}
          </p>
        ) : null}
      </div>
      <div role="alert" className="w-full">
        {failure ? (
          <p className="rounded-lg border border-danger-700 bg-surface px-4 py-3">{failure}</p>
        ) : null}
      </div>
      <Button
        type="button"
        size="lg"
        variant={isSubscribed ? 'destructive' : 'primary'}
        // Not `disabled`: a disabled button drops keyboard focus, and this one keeps it.
        aria-disabled={action.isPending}
        onClick={() => void run()}
      >
        {label}
      </Button>
    </div>
  );
};
