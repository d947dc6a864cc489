import { type ReactElement, type ReactNode, useState } from 'react';
import { useErrorMessage } from '#web/lib/use-error-message';
import { Button } from './button';
import { Dialog, DialogActions, DialogClose, type DialogProps } from './dialog';

export type ConfirmDialogProps = {
  /** The control that opens the dialog; focus returns to it on close. */
  trigger: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** The button that closes without doing anything, where focus starts. */
  keepLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs. */
  workingLabel: string;
  /** The request itself; the dialog closes when it resolves and shows why when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** The request is running (the mutation's isPending): confirming again would send it twice. */
  isPending: boolean;
  size?: DialogProps['size'];
  /** More to read before choosing, above the failure and the buttons. */
  children?: ReactNode;
};

/**
 * Asks before something that cannot be undone (an alert dialog, focus on the keep button), then
 * waits for the request: a failure is said inside the dialog, beside the button to try again,
 * rather than in a toast that closing the dialog would leave without context.
 */
export const ConfirmDialog = ({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  workingLabel,
  onConfirm,
  isPending,
  size = 'md',
  children,
}: ConfirmDialogProps) => {
  const errorMessage = useErrorMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await onConfirm();
      setIsOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog
      isAlert
      size={size}
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        // A failure belongs to the attempt it followed, not to the next time the dialog opens.
        setFailure(null);
      }}
      trigger={trigger}
      title={title}
      description={description}
    >
      {children}
      {failure ? (
        <p role="alert" className="font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{keepLabel}</Button>
        </DialogClose>
        {/* Not a closing button: the dialog stays open until the request finishes. */}
        <Button variant="destructive" disabled={isPending} onClick={() => void confirm()}>
          {isPending ? workingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
