import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { paths } from '#shared/routes';

/** For visitors: why to sign in, and a link that brings them back here afterwards. */
export const SignInPrompt = ({
  text,
  linkText,
  onFollow,
}: {
  text: string;
  linkText: string;
  /** Remembers this page for after sign-in. */
  onFollow: () => void;
}) => (
  <div className="flex flex-col items-start gap-3 rounded-lg border border-line-strong bg-muted p-4">
    <p className="text-ink">{text}</p>
    <Link to={paths.auth} onClick={onFollow} className={buttonClassName('primary')}>
      {linkText}
    </Link>
  </div>
);
