// Create or edit one user (SPEC §6). Creating: e-mail, name, surname, password, role
// ROLE_ADMIN or ROLE_USER (default ROLE_USER) and active (default Y); an e-mail that already has
// an account only joins this activity. Editing: the membership's role and active flag; the
// account's e-mail, name, surname and password only for a super admin.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { email, type ManagedUser } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { type CreateUser, useCreateUser } from '../api/create-user.ts';
import { type UpdateUser, useUpdateUser } from '../api/update-user.ts';

export const ASSIGNABLE_ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const NAME_MAX = 80;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

export interface UserForm {
  username: string;
  name: string;
  surname: string;
  password: string;
  role: AssignableRole;
  active: boolean;
}

type Field = keyof UserForm;
export type FormErrors = Partial<Record<Field, string>>;

export function initialForm(user: ManagedUser | null): UserForm {
  return {
    username: user?.username ?? '',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    password: '',
    role: user?.roles.includes('ROLE_ADMIN') ? 'ROLE_ADMIN' : 'ROLE_USER',
    active: user ? user.active === 'Y' : true,
  };
}

/**
 * The same limits as createUserBody / updateUserBody, with texts for the user. Without
 * `account` only the membership is edited, and it has nothing to check.
 */
export function validateUser(f: UserForm, creating: boolean, account: boolean, t: TFunction) {
  const errors: FormErrors = {};
  if (!account) return errors;
  const required = t('users.errors.required');
  if (!f.username.trim()) errors.username = required;
  else if (!email.safeParse(f.username).success) errors.username = t('users.errors.email');
  for (const field of ['name', 'surname'] as const) {
    const value = f[field].trim();
    if (!value) errors[field] = required;
    else if (value.length > NAME_MAX) errors[field] = t('users.errors.tooLong', { max: NAME_MAX });
  }
  if (creating && !f.password) errors.password = required;
  else if (f.password && f.password.length < PASSWORD_MIN) {
    errors.password = t('users.errors.passwordMin', { min: PASSWORD_MIN });
  } else if (f.password.length > PASSWORD_MAX) {
    errors.password = t('users.errors.tooLong', { max: PASSWORD_MAX });
  }
  return errors;
}

/**
 * The request for the form. An edit sends only what changed: the roles (a user may hold roles
 * this screen cannot assign), the active flag and, with `account`, the account fields (a new
 * e-mail or password ends the user's sessions).
 */
export type SaveUser = { id?: undefined; body: CreateUser } | UpdateUser;

export function saveRequest(f: UserForm, user: ManagedUser | null, account: boolean): SaveUser {
  const next = {
    username: f.username.trim().toLowerCase(),
    name: f.name.trim(),
    surname: f.surname.trim(),
    active: f.active ? ('Y' as const) : ('N' as const),
  };
  if (!user) return { body: { ...next, password: f.password, roles: [f.role] } };
  const before = initialForm(user);
  const changed = <K extends 'username' | 'name' | 'surname'>(k: K) =>
    account && next[k] !== before[k] ? { [k]: next[k] } : {};
  return {
    id: user.id,
    body: {
      ...(f.role !== before.role ? { roles: [f.role] } : {}),
      ...(f.active !== before.active ? { active: next.active } : {}),
      ...changed('username'),
      ...changed('name'),
      ...changed('surname'),
      ...(account && f.password ? { password: f.password } : {}),
    },
  };
}

/** Which field a server refusal is about, when its code tells. */
function fieldOfCode(code: string): Field | null {
  if (/user(name)?|email/i.test(code)) return 'username';
  if (/password/i.test(code)) return 'password';
  return null;
}

export interface UserDialogProps {
  /** The user to edit, or null to create one. */
  user: ManagedUser | null;
  /** A super admin edits the account fields of an existing user too. */
  accountEditable: boolean;
  onClose(): void;
}

/** Mount it when the dialog opens (it starts from the user's values each time). */
export function UserDialog({ user, accountEditable, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const creating = user === null;
  const account = creating || accountEditable;
  const [form, setForm] = useState<UserForm>(() => initialForm(user));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;

  const set =
    <K extends Field>(field: K) =>
    (value: UserForm[K]) => {
      setForm((f) => ({ ...f, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateUser(form, creating, account, t);
    setErrors(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) return;
    const done = {
      onSuccess: () => {
        notify.success();
        onClose();
      },
      onError: (error: Error) => {
        const message = (error instanceof HttpError && error.message) || t('snackbar.error');
        const field = error instanceof HttpError ? fieldOfCode(error.code) : null;
        if (field) setErrors((e) => ({ ...e, [field]: message }));
        else setServerError(message);
      },
    };
    const request = saveRequest(form, user, account);
    if (request.id === undefined) create.mutate(request.body, done);
    else update.mutate(request, done);
  };

  const titleId = 'user-dialog-title';
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t(creating ? 'users.createTitle' : 'users.editTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {user && !account && (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{`${user.name} ${user.surname}`}</Typography>
                <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {user.username}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('users.accountNote')}
                </Typography>
              </Box>
            )}
            {account && (
              <>
                <TextField
                  label={t('users.username')}
                  type="email"
                  autoComplete="off"
                  inputMode="email"
                  required
                  autoFocus={creating}
                  value={form.username}
                  onChange={(e) => set('username')(e.target.value)}
                  error={Boolean(errors.username)}
                  helperText={
                    errors.username ?? (creating ? t('users.usernameExisting') : undefined)
                  }
                />
                <TextField
                  label={t('users.name')}
                  autoComplete="off"
                  required
                  value={form.name}
                  onChange={(e) => set('name')(e.target.value)}
                  error={Boolean(errors.name)}
                  helperText={errors.name}
                />
                <TextField
                  label={t('users.surname')}
                  autoComplete="off"
                  required
                  value={form.surname}
                  onChange={(e) => set('surname')(e.target.value)}
                  error={Boolean(errors.surname)}
                  helperText={errors.surname}
                />
                <TextField
                  label={t('users.password')}
                  type="password"
                  autoComplete="new-password"
                  required={creating}
                  value={form.password}
                  onChange={(e) => set('password')(e.target.value)}
                  error={Boolean(errors.password)}
                  helperText={
                    errors.password ?? t(creating ? 'users.passwordNewOnly' : 'users.passwordKeep')
                  }
                />
              </>
            )}
            <TextField
              select
              label={t('users.role')}
              value={form.role}
              onChange={(e) => set('role')(e.target.value as AssignableRole)}
            >
              {ASSIGNABLE_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`users.roleNames.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch checked={form.active} onChange={(e) => set('active')(e.target.checked)} />
              }
              label={t('users.active')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('users.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('users.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
