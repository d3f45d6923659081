import { changePasswordBody } from '@tessera/domain';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { NewPasswordFields, PasswordField } from '../../../components/SignInFields.tsx';
import { SERVER, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { passwordErrorField } from '../profileForm.ts';

/** The three fields as the domain takes them; the server words the four problems (SPEC §5). */
const body = changePasswordBody.shape;
const schema = z.object({
  oldPassword: body.oldPassword.unwrap(),
  password: body.password.unwrap(),
  confirmPassword: body.confirmPassword.unwrap(),
});
const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * SPEC §5 password change: old password, new password and its confirmation. The server's
 * messages (mismatch, old required, new required, old incorrect) show under their field.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const oldPassword = useFormField({ control: form.control, name: 'oldPassword' });
  const password = useFormField({ control: form.control, name: 'password' });
  const confirmPassword = useFormField({ control: form.control, name: 'confirmPassword' });
  const [general, setGeneral] = useState<string | null>(null);

  const close = () => {
    form.reset(EMPTY);
    setGeneral(null);
    change.reset();
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    setGeneral(null);
    change.mutate(values, {
      onSuccess: () => {
        notify.success(t('profile.password.changed'));
        close();
      },
      onError: (error) => {
        const text = error instanceof HttpError && error.message ? error.message : null;
        const field = error instanceof HttpError ? passwordErrorField(error.code) : null;
        if (field && text) form.setError(field, { type: SERVER, message: text });
        else setGeneral(text ?? t('snackbar.error'));
      },
    });
  });

  return (
    <FormDialog
      open={open}
      id="change-password-title"
      title={t('profile.password.title')}
      onClose={close}
      onSubmit={submit}
      problem={general}
      back={{ label: t('profile.cancel'), onClick: close }}
      submit={{ label: t('profile.password.submit'), disabled: change.isPending }}
    >
      <PasswordField
        {...oldPassword}
        id="change-password-old"
        label={t('profile.password.oldPassword')}
      />
      <NewPasswordFields
        id="change-password"
        password={password}
        confirm={confirmPassword}
        labels={{
          password: t('profile.password.password'),
          confirm: t('profile.password.confirmPassword'),
        }}
      />
    </FormDialog>
  );
}
