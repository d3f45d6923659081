import Typography from '@mui/material/Typography';
import { CODE_LENGTH, emailChangeBody } from '@tessera/domain';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { CodeField, EmailField, PasswordField } from '../../../components/SignInFields.tsx';
import {
  codeInput,
  emailField,
  message,
  SERVER,
  useFormField,
  useZodForm,
} from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { useStartEmailChange } from '../api/start-email-change.ts';
import { emailChangeErrorField } from '../profileForm.ts';

const addressSchema = (current: string) =>
  z.object({
    email: emailField({ required: 'validation.required', invalid: 'profile.errors.email' }).refine(
      (v) => v !== current.trim().toLowerCase(),
      message('profile.email.same'),
    ),
    currentPassword: emailChangeBody.shape.currentPassword,
  });
const codeSchema = z.object({ code: codeInput });

export interface EmailChangeDialogProps {
  open: boolean;
  /** The login e-mail now. */
  current: string;
  onClose(): void;
}

/**
 * Changing the login e-mail: the new address and the current password send a code to the new
 * address; the code changes it. The server's messages show under their field.
 */
export function EmailChangeDialog({ open, current, onClose }: EmailChangeDialogProps) {
  const { t } = useTranslation();
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const addressForm = useZodForm(addressSchema(current), {
    defaultValues: { email: '', currentPassword: '' },
  });
  const codeForm = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const email = useFormField({ control: addressForm.control, name: 'email' });
  const currentPassword = useFormField({ control: addressForm.control, name: 'currentPassword' });
  const code = useFormField({ control: codeForm.control, name: 'code' });

  const close = () => {
    setSentTo(null);
    addressForm.reset();
    codeForm.reset();
    setGeneral(null);
    start.reset();
    confirm.reset();
    onClose();
  };

  /** A refusal under its field when this step shows it, otherwise above the buttons. */
  const refused =
    <T extends FieldValues>(setError: UseFormSetError<T>, fields: Path<T>[]) =>
    (error: Error) => {
      const text = error instanceof HttpError && error.message ? error.message : null;
      const field = error instanceof HttpError ? emailChangeErrorField(error.code) : null;
      if (field && text && (fields as string[]).includes(field)) {
        setError(field as Path<T>, { type: SERVER, message: text });
      } else setGeneral(text ?? t('snackbar.error'));
    };

  const send = addressForm.handleSubmit((v) => {
    setGeneral(null);
    start.mutate(v, {
      onSuccess: () => {
        codeForm.reset({ code: '' });
        setSentTo(v.email);
      },
      onError: refused(addressForm.setError, ['email', 'currentPassword']),
    });
  });

  const submitCode = codeForm.handleSubmit((v) => {
    setGeneral(null);
    confirm.mutate(
      { email: sentTo as string, code: v.code },
      {
        onSuccess: () => {
          notify.success(t('profile.email.changed'));
          close();
        },
        onError: refused(codeForm.setError, ['code']),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      id="email-change-title"
      title={t('profile.email.title')}
      onClose={close}
      onSubmit={sentTo === null ? send : submitCode}
      problem={general}
      back={
        sentTo === null
          ? { label: t('profile.cancel'), onClick: close }
          : {
              label: t('profile.email.back'),
              onClick: () => {
                codeForm.clearErrors();
                setGeneral(null);
                setSentTo(null);
              },
            }
      }
      submit={{
        label: t(sentTo === null ? 'profile.email.send' : 'profile.email.confirm'),
        disabled: start.isPending || confirm.isPending,
      }}
    >
      {sentTo === null ? (
        <>
          <Typography color="text.secondary">{t('profile.email.intro')}</Typography>
          <EmailField
            {...email}
            id="email-change-email"
            label={t('profile.email.newEmail')}
            autoFocus
          />
          <PasswordField
            {...currentPassword}
            id="email-change-password"
            label={t('profile.email.currentPassword')}
          />
        </>
      ) : (
        <>
          <Typography color="text.secondary">
            {t('profile.email.codeSent', { n: CODE_LENGTH, email: sentTo })}
          </Typography>
          <CodeField {...code} id="email-change-code" label={t('profile.email.code')} autoFocus />
        </>
      )}
    </FormDialog>
  );
}
