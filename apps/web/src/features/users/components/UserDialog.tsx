// Create or edit one user (SPEC §6). Creating: e-mail, name, surname, password, role
// ROLE_USER, ROLE_STORE (counter staff, issue 15) or ROLE_ADMIN (default ROLE_USER) and active
// (default Y); an e-mail that already has an account gets an invitation its holder accepts
// (issue 15 F4). Editing: the membership's role, as held, and active flag; the account's e-mail,
// name, surname and password only for a super admin.
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
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  createUserBody,
  type ManagedUser,
} from '@tessera/domain';
import { useState } from 'react';
import { z } from 'zod';
import { EmailText } from '../../../components/EmailText.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { EmailField, PasswordField } from '../../../components/SignInFields.tsx';
import {
  blankOr,
  emailField,
  passwordField,
  SERVER,
  useFormField,
  useZodForm,
} from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { type CreateUser, useCreateUser } from '../api/create-user.ts';
import { type UpdateUser, useUpdateUser } from '../api/update-user.ts';
import { roleLabel } from '../roles.ts';

/** The roles the dialog offers, from the least to the most. */
const OFFERED: readonly AssignableRole[] = ['ROLE_USER', 'ROLE_STORE', 'ROLE_ADMIN'];
const isAssignable = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/** The role the member holds as the dialog shows it: the highest it can assign, else their own. */
export function roleOf(user: ManagedUser | null): string {
  if (!user) return 'ROLE_USER';
  const held = [...OFFERED].reverse().find((r) => user.roles.includes(r));
  return held ?? user.roles[0] ?? 'ROLE_USER';
}

/**
 * The checks of createUserBody / updateUserBody, worded for the user. Without `account` only
 * the membership is edited, and it has nothing to check.
 */
export function userSchema(creating: boolean, account: boolean) {
  // A role this screen cannot assign stays as it is (it is sent only when changed).
  const membership = { role: z.string(), active: z.boolean() };
  if (!account) {
    const kept = z.string();
    return z.object({ username: kept, name: kept, surname: kept, password: kept, ...membership });
  }
  // Every empty field says "required" here, as it always has.
  const password = passwordField({ required: 'validation.required' });
  return z.object({
    username: emailField({ required: 'validation.required', invalid: 'users.errors.email' }),
    name: createUserBody.shape.name,
    surname: createUserBody.shape.surname,
    // Creating, the password is used only if the account is new; editing, blank keeps it.
    password: creating ? password : blankOr(password),
    ...membership,
  });
}

export type UserForm = z.input<ReturnType<typeof userSchema>>;

export function initialForm(user: ManagedUser | null): UserForm {
  return {
    username: user?.username ?? '',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    password: '',
    role: roleOf(user),
    active: user ? user.active === 'Y' : true,
  };
}

export type SaveUser = { id?: undefined; body: CreateUser } | UpdateUser;

/**
 * The request for the form. An edit sends only what changed: the roles (a user may hold roles
 * this screen cannot assign), the active flag and, with `account`, the account fields (a new
 * e-mail or password ends the user's sessions).
 */
export function saveRequest(f: UserForm, user: ManagedUser | null, account: boolean): SaveUser {
  const next = {
    username: f.username.trim().toLowerCase(),
    name: f.name.trim(),
    surname: f.surname.trim(),
    active: f.active ? ('Y' as const) : ('N' as const),
  };
  const role = isAssignable(f.role) ? f.role : 'ROLE_USER';
  if (!user) return { body: { ...next, password: f.password, roles: [role] } };
  const before = initialForm(user);
  const changed = <K extends 'username' | 'name' | 'surname'>(k: K) =>
    account && next[k] !== before[k] ? { [k]: next[k] } : {};
  return {
    id: user.id,
    body: {
      ...(f.role !== before.role && isAssignable(f.role) ? { roles: [f.role] } : {}),
      ...(f.active !== before.active ? { active: next.active } : {}),
      ...changed('username'),
      ...changed('name'),
      ...changed('surname'),
      ...(account && f.password ? { password: f.password } : {}),
    },
  };
}

/** Which field a server refusal is about, when its code tells. */
function fieldOfCode(code: string): 'username' | 'password' | null {
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
  const form = useZodForm(userSchema(creating, account), { defaultValues: initialForm(user) });
  const { control } = form;
  const username = useFormField({ control, name: 'username' });
  const password = useFormField({ control, name: 'password' });
  const role = useFormField({ control, name: 'role' });
  const active = useFormField({ control, name: 'active' });
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    setServerError(null);
    const done = {
      onSuccess: () => {
        // Added: the same words whether or not the e-mail had an account (issue 15 F4).
        notify.success(creating ? t('users.added') : undefined);
        onClose();
      },
      onError: (error: Error) => {
        const text = (error instanceof HttpError && error.message) || t('snackbar.error');
        const field = error instanceof HttpError ? fieldOfCode(error.code) : null;
        if (field && account) form.setError(field, { type: SERVER, message: text });
        else setServerError(text);
      },
    };
    const request = saveRequest(values, user, account);
    if (request.id === undefined) create.mutate(request.body, done);
    else update.mutate(request, done);
  });

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
            {user?.accountActive === 'N' && (
              <Alert severity="warning">{t('users.accountSuspendedNote')}</Alert>
            )}
            {user && !account && (
              <Box>
                <Typography variant="subtitle1">{`${user.name} ${user.surname}`}</Typography>
                <Typography color="text.secondary">
                  <EmailText email={user.username} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('users.accountNote')}
                </Typography>
              </Box>
            )}
            {account && (
              <>
                <EmailField
                  {...username}
                  id="user-username"
                  label={t('users.username')}
                  autoComplete="off"
                  required
                  autoFocus={creating}
                  helperText={creating ? t('users.usernameExisting') : undefined}
                />
                <FormTextField
                  control={control}
                  name="name"
                  label={t('users.name')}
                  autoComplete="off"
                  required
                />
                <FormTextField
                  control={control}
                  name="surname"
                  label={t('users.surname')}
                  autoComplete="off"
                  required
                />
                <PasswordField
                  {...password}
                  id="user-password"
                  label={t('users.password')}
                  autoComplete="new-password"
                  required={creating}
                  helperText={t(creating ? 'users.passwordNewOnly' : 'users.passwordKeep')}
                />
              </>
            )}
            <TextField
              select
              label={t('users.role')}
              value={role.value}
              onChange={(e) => role.onChange(e.target.value)}
              helperText={creating ? t('users.roleNote') : undefined}
            >
              {/* A role held that the screen cannot assign is shown, not offered. */}
              {!isAssignable(role.value) && (
                <MenuItem value={role.value} disabled>
                  {roleLabel(t, role.value)}
                </MenuItem>
              )}
              {OFFERED.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`users.roleNames.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={active.value}
                  onChange={(e) => active.onChange(e.target.checked)}
                />
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
