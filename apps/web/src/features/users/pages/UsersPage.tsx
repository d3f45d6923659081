// User management (SPEC §1, §6): the activity's users, paged, sorted and searched on the
// server (DataTable); create, edit their membership (role, active) and remove them from the
// activity. Admins and super admins only: the route is guarded by <RequireRole permission="users">.
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type ManagedUser, USER_SORTS } from '@tessera/domain';
import { useState } from 'react';
import { type DataColumn, DataTable, useTableQuery } from '../../../components/DataTable.tsx';
import { EmailText } from '../../../components/EmailText.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { type MessageKey, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { type UserSort, useUsers } from '../api/get-users.ts';
import { UserDialog } from '../components/UserDialog.tsx';
import { roleLabel } from '../roles.ts';

const SORT_LABEL: Record<UserSort, MessageKey> = {
  username: 'users.username',
  name: 'users.name',
  surname: 'users.surname',
  createdAt: 'users.createdAt',
};

const rolesText = (t: TFunction, u: ManagedUser) => u.roles.map((r) => roleLabel(t, r)).join(', ');

/** Who a row is: the e-mail they sign in with, or a guest's name (a guest has no sign-in). */
const whoIs = (u: ManagedUser) => (u.guest ? `${u.name} ${u.surname}` : u.username);

/** The account: its e-mail, or "Ospite" and the phone staff booked a guest by. */
function Account({ user, t, block }: { user: ManagedUser; t: TFunction; block?: boolean }) {
  if (!user.guest) {
    return <EmailText email={user.username} sx={block ? { display: 'block' } : undefined} />;
  }
  return (
    <Box
      component="span"
      sx={{ display: block ? 'flex' : 'inline-flex', gap: 0.75, alignItems: 'center' }}
    >
      <Chip size="small" variant="outlined" label={t('users.guest')} />
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {user.phone ?? user.email}
      </Box>
    </Box>
  );
}

/** Active where both switches are on: the membership's and the account's own. */
function ActiveChip({ user, t }: { user: ManagedUser; t: TFunction }) {
  const suspended = user.accountActive === 'N';
  const on = user.active === 'Y' && !suspended;
  return (
    <Chip
      size="small"
      label={t(suspended ? 'users.accountSuspended' : on ? 'users.yes' : 'users.no')}
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
    />
  );
}

interface RowActionsProps {
  user: ManagedUser;
  /** One's own account: editable, not deletable. */
  self: boolean;
  t: TFunction;
  onEdit(u: ManagedUser): void;
  onDelete(u: ManagedUser): void;
}

function RowActions({ user, self, t, onEdit, onDelete }: RowActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexShrink: 0 }}>
      <IconButton onClick={() => onEdit(user)} aria-label={t('users.edit', { user: whoIs(user) })}>
        <Edit />
      </IconButton>
      <IconButton
        onClick={() => onDelete(user)}
        disabled={self}
        aria-label={t('users.delete', { user: whoIs(user) })}
      >
        <Delete />
      </IconButton>
    </Box>
  );
}

export default function UsersPage() {
  const { t } = useTranslation();
  const userId = useSession().claims?.id;
  const accountEditable = useCan()('users.editAccount');
  usePageTitle(t('users.title'));
  const table = useTableQuery<UserSort>({ sortBy: 'username' });
  const users = useUsers(table.query);

  const [editing, setEditing] = useState<{ user: ManagedUser | null } | null>(null);
  const remove = useDeleteUser();
  const [confirm, confirmDialog] = useConfirm();

  const askDelete = async (user: ManagedUser) => {
    const yes = await confirm({
      title: t('users.deleteTitle'),
      message: t('users.deleteMessage', { user: whoIs(user) }),
      cancelLabel: t('users.cancel'),
      confirmLabel: t('users.deleteConfirm'),
    });
    if (yes) remove.mutate(user.id, { onSuccess: () => notify.success() });
  };
  const actions = (u: ManagedUser) => (
    <RowActions
      user={u}
      self={u.id === userId}
      t={t}
      onEdit={(user) => setEditing({ user })}
      onDelete={askDelete}
    />
  );
  const sortable = (
    key: UserSort,
    cell: DataColumn<ManagedUser, UserSort>['cell'],
    sx?: DataColumn<ManagedUser, UserSort>['sx'],
  ): DataColumn<ManagedUser, UserSort> => ({
    key,
    header: t(SORT_LABEL[key]),
    sort: key,
    cell,
    sx,
  });
  const columns: DataColumn<ManagedUser, UserSort>[] = [
    // An e-mail wraps only between its parts, a date never (no "23-11-/2026").
    sortable('username', (u) => <Account user={u} t={t} />),
    sortable('name', (u) => u.name),
    sortable('surname', (u) => u.surname),
    { key: 'roles', header: t('users.roles'), cell: (u) => rolesText(t, u) },
    { key: 'active', header: t('users.active'), cell: (u) => <ActiveChip user={u} t={t} /> },
    sortable('createdAt', (u) => formatDate(u.createdAt), { whiteSpace: 'nowrap' }),
    { key: 'actions', header: t('users.actions'), align: 'right', padding: 'none', cell: actions },
  ];

  return (
    <>
      <DataTable
        label={t('users.title')}
        table={table}
        columns={columns}
        sorts={USER_SORTS.map((c) => ({ value: c, label: t(SORT_LABEL[c]) }))}
        page={users.data}
        stale={users.isPlaceholderData}
        rowKey={(u) => u.id}
        empty={t('users.empty')}
        toolbar={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing({ user: null })}
            sx={{ flexShrink: 0 }}
          >
            {t('users.add')}
          </Button>
        }
        item={(u) => (
          <>
            <ListItemText
              primary={`${u.name} ${u.surname}`}
              secondary={
                <>
                  <Account user={u} t={t} block />
                  <Box component="span" sx={{ display: 'block' }}>
                    {rolesText(t, u)} ·{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(u.createdAt)}
                    </Box>
                  </Box>
                </>
              }
            />
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {t('users.active')}
                </Typography>
                <ActiveChip user={u} t={t} />
              </Box>
              {actions(u)}
            </Stack>
          </>
        )}
      />

      {editing && (
        <UserDialog
          user={editing.user}
          accountEditable={accountEditable}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </>
  );
}
