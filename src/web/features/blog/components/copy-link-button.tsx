import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast-store';

/** Copies the page's address, for sharing a post anywhere. */
export const CopyLinkButton = () => {
  const { t } = useTranslation('blog');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t('post.linkCopied') });
    } catch {
      toast({
        variant: 'destructive',
        title: t('post.linkCopyFailed'),
        description: window.location.href,
      });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
      <Link2 aria-hidden="true" className="size-4" />
      {t('post.copyLink')}
    </Button>
  );
};
