import { EmailField, type FieldBinding } from '../../../components/SignInFields.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The account's e-mail on both reset screens, filled in by the browser's password manager. */
export function ResetEmailField(email: FieldBinding) {
  const { t } = useTranslation();
  return (
    <EmailField
      {...email}
      id="forgot-email"
      label={t('password.email')}
      autoComplete="username"
      helperText=" "
    />
  );
}
