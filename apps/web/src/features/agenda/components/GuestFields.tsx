// A new customer who is not a member (issue 26, walk-ins and phone bookings): name, surname and
// phone required, e-mail optional, and the customer's consent to an invitation to join. Checked
// with the server's contract (bookingGuestRequest) before anything is sent.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type BookingGuestRequest, bookingGuestRequest } from '@tessera/domain';
import type { FieldError } from 'react-hook-form';
import { errorText, issueMessage } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface GuestDraft {
  name: string;
  surname: string;
  phone: string;
  email: string;
  invite: boolean;
}

type Field = Exclude<keyof GuestDraft, 'invite'>;
export type GuestErrors = Partial<Record<Field, string>>;

/** The draft from what staff typed in the search: digits are the phone, else the name. */
export function draftFrom(text: string): GuestDraft {
  const typed = text.trim();
  const phone = /\d/.test(typed) ? typed : '';
  const [name = '', ...rest] = phone ? [] : typed.split(/\s+/);
  return { name, surname: rest.join(' '), phone, email: '', invite: false };
}

/** The request, or each field's error (translation keys, as forms.ts writes them). */
export function checkGuest(
  d: GuestDraft,
): { ok: true; body: BookingGuestRequest } | { ok: false; errors: GuestErrors } {
  const parsed = bookingGuestRequest.safeParse(
    { ...d, email: d.email.trim() || undefined },
    { error: issueMessage },
  );
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: GuestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function GuestFields({
  value,
  errors,
  onChange,
  onSearch,
}: {
  value: GuestDraft;
  errors: GuestErrors;
  onChange(d: GuestDraft): void;
  /** Back to searching the activity's customers. */
  onSearch(): void;
}) {
  const { t } = useTranslation();
  const text = (field: Field) =>
    errorText(
      t,
      errors[field] ? ({ type: 'validate', message: errors[field] } as FieldError) : undefined,
    );
  const input = (
    field: Field,
    label: string,
    type: string,
    required: boolean,
    autoComplete: string,
  ) => (
    <TextField
      id={`agenda-guest-${field}`}
      label={label}
      type={type}
      value={value[field]}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      required={required}
      error={Boolean(errors[field])}
      helperText={text(field) ?? ' '}
      slotProps={{ htmlInput: { autoComplete, ...(type === 'tel' && { inputMode: 'tel' }) } }}
      fullWidth
    />
  );
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      <legend style={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>
        {t('agenda.guest.title')}
      </legend>
      {input('name', t('agenda.guest.name'), 'text', true, 'off')}
      {input('surname', t('agenda.guest.surname'), 'text', true, 'off')}
      {input('phone', t('agenda.guest.phone'), 'tel', true, 'off')}
      {input('email', t('agenda.guest.email'), 'email', false, 'off')}
      <FormControlLabel
        sx={{ minHeight: 44 }}
        control={
          <Checkbox
            id="agenda-guest-invite"
            checked={value.invite}
            onChange={(e) => onChange({ ...value, invite: e.target.checked })}
          />
        }
        label={t('agenda.guest.invite')}
      />
      <Button onClick={onSearch} sx={{ minHeight: 44, justifySelf: 'start' }}>
        {t('agenda.guest.search')}
      </Button>
    </fieldset>
  );
}
