import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Account, LanguageSchema, PhotoUrlSchema } from '#shared/contracts/account';
import { DisplayNameSchema } from '#shared/contracts/email-auth';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { setLanguage } from '#web/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useFieldMessage } from '../hooks/use-field-message';
import { AccountSection } from './account-section';
import { AvatarPreview } from './avatar-preview';

// Empty fields mean "none": they are sent as null, which removes the name or the photo.
const ProfileFormSchema = z.object({
  displayName: DisplayNameSchema,
  photoURL: z.string().trim().pipe(z.literal('').or(PhotoUrlSchema)),
  language: LanguageSchema,
});
type ProfileForm = z.infer<typeof ProfileFormSchema>;

const FIELD_NAMES = ['displayName', 'photoURL', 'language'] as const;

type ProfileSectionProps = {
  account: Account;
  /** Told after a save, so the signed-in user shown elsewhere (the header) follows. */
  onSaved: () => void;
};

export const ProfileSection = ({ account, onSaved }: ProfileSectionProps) => {
  const { t, i18n } = useTranslation('account');
  const translate = useFieldMessage();
  const updateProfile = useUpdateProfile();
  const showFailure = useFailureToast();
  const uiLanguage = LanguageSchema.catch('en').parse(i18n.resolvedLanguage);
  const { register, handleSubmit, setError, control, formState } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      displayName: account.displayName ?? '',
      photoURL: account.photoURL ?? '',
      language: account.language ?? uiLanguage,
    },
  });
  const { errors, isSubmitting } = formState;
  const [photoUrl, displayName] = useWatch({ control, name: ['photoURL', 'displayName'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync({
        displayName: values.displayName || null,
        photoURL: values.photoURL || null,
        language: values.language,
      });
    } catch (error) {
      if (!applyApiFieldErrors(error, setError, { names: FIELD_NAMES })) {
        showFailure(t('profile.failed'), error);
      }
      return;
    }
    onSaved();
    if (values.language !== uiLanguage) await setLanguage(values.language);
    toast({ title: t('profile.saved', { lng: values.language }) });
  });

  return (
    <AccountSection id="account-profile" heading={t('profile.heading')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <TextField
          id="account-username"
          label={t('profile.username')}
          hint={t('profile.usernameHint')}
          value={account.username}
          readOnly
        />
        <TextField
          id="account-display-name"
          label={t('profile.displayName')}
          hint={t('profile.displayNameHint')}
          autoComplete="name"
          error={translate(errors.displayName?.message)}
          {...register('displayName')}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AvatarPreview photoUrl={photoUrl} name={displayName || account.username} />
          <TextField
            id="account-photo-url"
            className="min-w-0 flex-1"
            label={t('profile.photoUrl')}
            hint={t('profile.photoUrlHint')}
            type="url"
            inputMode="url"
            autoComplete="photo"
            spellCheck={false}
            error={translate(errors.photoURL?.message)}
            {...register('photoURL')}
          />
        </div>
        <SelectField
          id="account-language"
          label={t('profile.language')}
          hint={t('profile.languageHint')}
          {...register('language')}
        >
          <option value="en">English</option>
          <option value="tr">Türkçe</option>
        </SelectField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
};
