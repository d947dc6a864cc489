import { useErrorMessage } from '#web/lib/use-error-message';
import type { Purchase } from '../hooks/use-purchase';
import { CurrencyChoice } from './currency-choice';
import { PaymentsUnavailableNotice } from './payments-unavailable-notice';
import { SignInPrompt } from './sign-in-prompt';

type PurchaseNoticesProps = {
  purchase: Purchase;
  isAnonymous: boolean;
  isAdmin: boolean;
  /** For a visitor where payments are taken: why to sign in, and remembering the page for after. */
  signIn: { text: string; linkText: string; onFollow: () => void };
  /** Put before the error's own message when a checkout could not start. */
  failedText: string;
};

/**
 * What stands above a list of packs or tiers: the currency choice, then whichever applies of
 * "payments are not taken here", "sign in to buy" and "the checkout could not start".
 */
export const PurchaseNotices = ({
  purchase,
  isAnonymous,
  isAdmin,
  signIn,
  failedText,
}: PurchaseNoticesProps) => {
  const errorMessage = useErrorMessage();
  const { canBuy, mutation } = purchase;
  return (
    <>
      <CurrencyChoice value={purchase.currency} onChange={purchase.setCurrency} />
      {canBuy === false ? <PaymentsUnavailableNotice isAdmin={isAdmin} /> : null}
      {isAnonymous && canBuy === true ? <SignInPrompt {...signIn} /> : null}
      {mutation.isError ? (
        <p role="alert" className="font-medium text-danger-700">
          {failedText} {errorMessage(mutation.error)}
        </p>
      ) : null}
    </>
  );
};
