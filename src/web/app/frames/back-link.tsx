import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** A link back to a list page, with a left arrow. */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Link
    to={to}
    className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {label}
  </Link>
);
