import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import {
  createContext,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  use,
  useRef,
  useState,
} from 'react';

type DialogKind = 'dialog' | 'alert';

// An alert dialog is Radix AlertDialog: role alertdialog, no dismissal by an outside click, and
// focus starts on its Cancel (DialogClose), the choice that loses nothing.
const PARTS = {
  dialog: { ...RadixDialog, Close: RadixDialog.Close },
  alert: { ...AlertDialog, Close: AlertDialog.Cancel },
} as const;

const DialogKindContext = createContext<DialogKind>('dialog');

const SIZES = { md: 'max-w-md', lg: 'max-w-lg' } as const;

export type DialogProps = {
  /** Controlled state; leave both out when a `trigger` opens the dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The control that opens the dialog (rendered as is); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** An × button in the corner, with this accessible name. */
  closeLabel?: string;
  /** Asks before something that cannot be undone (role alertdialog). */
  isAlert?: boolean;
  /**
   * Where focus goes on close (call preventDefault); by default back to the trigger, or to what had
   * focus when the dialog opened.
   */
  onCloseAutoFocus?: (event: Event) => void;
  size?: keyof typeof SIZES;
  children: ReactNode;
};

/**
 * The app's one modal dialog (Radix): a title that names it, an optional description, focus kept
 * inside while open, Escape closes, and focus goes back to what opened it.
 */
export const Dialog = ({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  isAlert = false,
  onCloseAutoFocus,
  size = 'lg',
  children,
}: DialogProps) => {
  const kind: DialogKind = isAlert ? 'alert' : 'dialog';
  const Parts = PARTS[kind];
  // Held here even when the caller leaves the state to the dialog, so that Escape can close it
  // below.
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Radix gives Escape to the newest layer only, and a toast is one: a toast that appeared after
  // the dialog opened took the first Escape and the dialog stayed open. Every other layer (the
  // dialog itself, a menu, a tooltip) marks the Escape it handled (defaultPrevented); a toast does
  // not, so an Escape pressed inside the dialog that nothing handled closes the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
  };
  // Radix returns focus to its Trigger only; a dialog opened through state returns it by hand.
  const openerRef = useRef<Element | null>(null);
  const onOpen = () => {
    openerRef.current = document.activeElement;
  };
  const onClose = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || trigger) return;
    event.preventDefault();
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  return (
    <DialogKindContext value={kind}>
      <Parts.Root open={isOpen} onOpenChange={setOpen}>
        {trigger ? <Parts.Trigger asChild>{trigger}</Parts.Trigger> : null}
        <Parts.Portal>
          <Parts.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <Parts.Content
            onOpenAutoFocus={onOpen}
            onCloseAutoFocus={onClose}
            onKeyDown={onKeyDown}
            className={clsx(
              'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-line bg-surface p-6 text-ink shadow-xl',
              SIZES[size],
            )}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <DialogHeader title={title} description={description} closeLabel={closeLabel} />
            {children}
          </Parts.Content>
        </Parts.Portal>
      </Parts.Root>
    </DialogKindContext>
  );
};

type DialogHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** For assistive technology only, where the content speaks for itself (a menu). */
  isDescriptionHidden?: boolean;
  /** An × button beside the title, with this accessible name (never on an alert dialog). */
  closeLabel?: string | undefined;
  className?: string;
};

/**
 * The title that names a dialog, its description and the × button. Dialog uses it; so can a Radix
 * dialog laid out differently (a side menu, a settings panel).
 */
export const DialogHeader = ({
  title,
  description,
  isDescriptionHidden = false,
  closeLabel,
  className,
}: DialogHeaderProps) => {
  const kind = use(DialogKindContext);
  const Parts = PARTS[kind];
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start justify-between gap-4">
        <Parts.Title className="text-lg font-semibold text-ink">{title}</Parts.Title>
        {closeLabel && kind === 'dialog' ? (
          <RadixDialog.Close
            aria-label={closeLabel}
            className="flex size-10 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        ) : null}
      </div>
      {description ? (
        <Parts.Description className={isDescriptionHidden ? 'sr-only' : 'text-sm text-ink-muted'}>
          {description}
        </Parts.Description>
      ) : null}
    </div>
  );
};

/** Wraps one button that closes the dialog: the Cancel of an alert dialog, where focus starts. */
export const DialogClose = ({ children }: { children: ReactElement }) => {
  const { Close } = PARTS[use(DialogKindContext)];
  return <Close asChild>{children}</Close>;
};

/** The row of buttons at the foot of a dialog, the main action last. */
export const DialogActions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-wrap justify-end gap-2">{children}</div>
);
