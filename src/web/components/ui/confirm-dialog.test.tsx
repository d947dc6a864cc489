import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-errors';
import { i18n, initI18n } from '#web/lib/i18n';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** A request the test settles by hand, so the pending state can be looked at. */
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
};

type Request = ReturnType<typeof deferred>;

// isPending follows the request as a mutation's does: true from the click until it settles.
const Example = ({ requests }: { requests: Request[] }) => {
  const [isPending, setIsPending] = useState(false);
  const onConfirm = async () => {
    const request = requests.shift();
    if (!request) throw new Error('No request prepared');
    setIsPending(true);
    try {
      await request.promise;
    } finally {
      setIsPending(false);
    }
  };
  return (
    <ConfirmDialog
      trigger={<Button>Delete the plan</Button>}
      title="Delete the plan?"
      description="It cannot be brought back."
      keepLabel="Keep it"
      confirmLabel="Delete"
      workingLabel="Deleting…"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
};

const conflict = () =>
  new ApiError({ status: 409, code: 'CONFLICT', message: 'Server text, not shown' });

describe('ConfirmDialog', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
  });

  it('opens from its trigger as an alert dialog, focus on the keep button', async () => {
    const user = userEvent.setup();
    render(<Example requests={[]} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete the plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the plan?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be brought back.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('disables the confirm button and shows the working label while pending, then closes', async () => {
    const user = userEvent.setup();
    const request = deferred();
    render(<Example requests={[request]} />);
    await user.click(screen.getByRole('button', { name: 'Delete the plan' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const working = screen.getByRole('button', { name: 'Deleting…' });
    expect(working).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Still open while the request runs.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => {
      request.resolve();
      await request.promise;
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open and says why when the request fails; the message is gone after reopening', async () => {
    const user = userEvent.setup();
    const request = deferred();
    render(<Example requests={[request]} />);
    await user.click(screen.getByRole('button', { name: 'Delete the plan' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {
      request.reject(conflict());
      await request.promise.catch(() => undefined);
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the plan?' });
    // The errors namespace's text for the code, not the server's message.
    expect(screen.getByRole('alert')).toHaveTextContent('This conflicts with existing data.');
    expect(dialog).toContainElement(screen.getByRole('alert'));
    // Enabled again, to try once more.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete the plan' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears an earlier failure when confirming again', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const second = deferred();
    render(<Example requests={[first, second]} />);
    await user.click(screen.getByRole('button', { name: 'Delete the plan' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {
      first.reject(conflict());
      await first.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      second.resolve();
      await second.promise;
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
