import { useMutation } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorInput } from '#engine/index';
import type { SavedCalculation } from '#shared/contracts/calculations';
import type { MoneyEntry } from '#shared/money/currencies';
import { Button } from '#web/components/ui/button';
import { useErrorMessage } from '#web/lib/use-error-message';
import { createCalculation } from '../api/create-calculation';

type ShareResultProps = {
  input: CalculatorInput;
  /** The capital as typed, saved with the result when it is not in dollars. */
  capitalEntry?: MoneyEntry | undefined;
  isSignedIn: boolean;
  /** The visitor chose "Sign in to share" and is back signed in: save at once. */
  isResuming: boolean;
  /** A visitor: remember to come back here, then go and sign in. */
  onSignIn: () => void;
  /** Saved for the signed-in user: show it, ready to share. */
  onSaved: (saved: SavedCalculation) => void;
};

/**
 * Share for a result that is not saved yet. Links are revocable tokens of a saved calculation
 * (docs/decisions/010), so a visitor signs in first and comes back to the same result, saved.
 */
export const ShareResult = ({
  input,
  capitalEntry,
  isSignedIn,
  isResuming,
  onSignIn,
  onSaved,
}: ShareResultProps) => {
  const { t } = useTranslation('calculator');
  const describeError = useErrorMessage();
  const save = useMutation({
    mutationFn: () => createCalculation(input, capitalEntry),
    onSuccess: onSaved,
  });
  const { mutate } = save;
  // Once per visit: StrictMode runs effects twice, and a retry is the button's job.
  const hasResumed = useRef(false);
  useEffect(() => {
    if (!isSignedIn || !isResuming || hasResumed.current) return;
    hasResumed.current = true;
    mutate();
  }, [isSignedIn, isResuming, mutate]);

  if (!isSignedIn) {
    return (
      <Button variant="secondary" onClick={onSignIn}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('result.share.signIn')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => mutate()} disabled={save.isPending}>
        <Share2 aria-hidden="true" className="size-4" />
        {save.isPending ? t('result.share.saving') : t('result.share.save')}
      </Button>
      {save.isError ? (
        <p role="alert" className="basis-full text-sm text-danger-700">
          {t('result.share.failed', { reason: describeError(save.error) })}
        </p>
      ) : null}
    </>
  );
};
