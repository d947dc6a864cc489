import { Copy, Link2Off, RefreshCw, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '#shared/contracts/calculations';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateShareLink, useRevokeShareLink } from '../api/share-links';

type ShareDialogProps = {
  calculationId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type LinkState = { kind: 'none' } | { kind: 'created'; url: string } | { kind: 'revoked' };

const absoluteUrl = (link: ShareLink) => new URL(link.url, window.location.origin).toString();

/**
 * Creates, shows, shares and revokes the read-only link. The server keeps only a hash of the token,
 * so a link is visible only right after it is made; "create a new link" replaces (revokes) the old.
 */
export const ShareDialog = ({ calculationId, title, open, onOpenChange }: ShareDialogProps) => {
  const { t } = useTranslation('calculations');
  const describeError = useErrorMessage();
  const urlId = useId();
  const [link, setLink] = useState<LinkState>({ kind: 'none' });
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const canWebShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onFailure = (error: unknown) =>
    toast({ variant: 'destructive', title: t('share.failed'), description: describeError(error) });

  const onCreate = () =>
    create.mutate(calculationId, {
      onSuccess: (created) => setLink({ kind: 'created', url: absoluteUrl(created) }),
      onError: onFailure,
    });

  const onRevoke = () =>
    revoke.mutate(calculationId, {
      onSuccess: () => {
        setLink({ kind: 'revoked' });
        toast({ title: t('share.revoked') });
      },
      onError: onFailure,
    });

  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied') });
    } catch {
      // Clipboard access can be refused; the link is selectable in the field.
      toast({ variant: 'destructive', title: t('share.copyFailed') });
    }
  };

  const onWebShare = async (url: string) => {
    try {
      await navigator.share({ title, text: t('share.shareText', { title }), url });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
  };

  const isBusy = create.isPending || revoke.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={t('share.description')}
      closeLabel={t('dialog.close')}
    >
      {link.kind === 'created' ? (
        <div className="flex flex-col gap-3">
          <TextField
            id={urlId}
            label={t('share.linkLabel')}
            hint={t('share.onceNote')}
            readOnly
            value={link.url}
            data-testid="share-url"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            {canWebShare ? (
              <Button onClick={() => void onWebShare(link.url)}>
                <Share2 aria-hidden="true" className="size-4" />
                {t('share.webShare')}
              </Button>
            ) : null}
            <Button
              variant={canWebShare ? 'secondary' : 'primary'}
              onClick={() => void onCopy(link.url)}
            >
              <Copy aria-hidden="true" className="size-4" />
              {t('share.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink" role={link.kind === 'revoked' ? 'status' : undefined}>
          {link.kind === 'revoked' ? t('share.revokedNote') : t('share.noLinkNote')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onRevoke} disabled={isBusy}>
          <Link2Off aria-hidden="true" className="size-4" />
          {t('share.revoke')}
        </Button>
        <Button onClick={onCreate} disabled={isBusy}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {link.kind === 'none' ? t('share.create') : t('share.createNew')}
        </Button>
      </div>
    </Dialog>
  );
};
