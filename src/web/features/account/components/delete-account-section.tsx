import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type Account,
  type DeleteAccountRequest,
  DeleteAccountRequestSchema,
  USERNAME_CONFIRMATION_MESSAGE,
} from '#shared/contracts/account';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { FieldError } from '#web/components/ui/field-error';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useFieldMessage } from '../hooks/use-field-message';
import { AccountSection } from './account-section';

/** The password field is always in the form state, empty (and not sent) without a password. */
type DeleteFormValues = { confirmation: string; currentPassword: string };

const FIELD_NAMES = ['confirmation', 'currentPassword'] as const;

const deleteFormSchema = (username: string, hasPassword: boolean) =>
  z.object({
    // The server checks the same; asking here saves a round trip and shows it on the field.
    confirmation: DeleteAccountRequestSchema.shape.confirmation.refine(
      (value) => value === username,
      { message: USERNAME_CONFIRMATION_MESSAGE },
    ),
    currentPassword: hasPassword
      ? DeleteAccountRequestSchema.shape.currentPassword.unwrap()
      : z.string().transform(() => undefined),
  });

type DeleteAccountSectionProps = {
  account: Account;
  /** The account is gone: the page clears the browser's login and leaves. */
  onDeleted: () => void;
};

/** Deleting the account and all its data, after typing the username (and the password). */
export const DeleteAccountSection = ({ account, onDeleted }: DeleteAccountSectionProps) => {
  const { t } = useTranslation('account');
  const translate = useFieldMessage();
  const showFailure = useFailureToast();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    DeleteFormValues,
    unknown,
    DeleteAccountRequest
  >({
    resolver: zodResolver(deleteFormSchema(account.username, account.hasPassword)),
    defaultValues: { confirmation: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setFormError(null);
    if (!open) reset();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED') {
        setFormError(t('delete.reauthenticate'));
        return;
      }
      const isShown = applyApiFieldErrors(error, setError, {
        names: FIELD_NAMES,
        byCode: { WRONG_PASSWORD: 'currentPassword' },
      });
      if (!isShown) showFailure(t('delete.failed'), error);
      return;
    }
    setIsOpen(false);
    onDeleted();
  });

  return (
    <AccountSection
      id="account-delete"
      heading={t('delete.heading')}
      description={t('delete.description')}
    >
      <div>
        <Dialog
          isAlert
          open={isOpen}
          onOpenChange={onOpenChange}
          trigger={<Button variant="destructive">{t('delete.open')}</Button>}
          title={t('delete.confirmTitle')}
          description={t('delete.confirmDescription')}
        >
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="flex flex-col gap-4"
          >
            <TextField
              id="account-delete-confirmation"
              label={t('delete.confirmationLabel', { username: account.username })}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={translate(errors.confirmation?.message)}
              {...register('confirmation')}
            />
            {account.hasPassword ? (
              <TextField
                id="account-delete-password"
                label={t('delete.password')}
                type="password"
                autoComplete="current-password"
                error={translate(errors.currentPassword?.message)}
                {...register('currentPassword')}
              />
            ) : null}
            <div role="alert">
              <FieldError id="account-delete-form-error" error={formError ?? undefined} />
            </div>
            <DialogActions>
              <DialogClose>
                <Button variant="secondary">{t('delete.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                {isSubmitting ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      </div>
    </AccountSection>
  );
};
