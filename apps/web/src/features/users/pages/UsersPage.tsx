// User management (SPEC §1, §6): the activity's users, paged, sorted and searched on the
// server; create, edit their membership (role, active) and remove them from the activity.
// Admins and super admins only: the route is guarded by <RequireRole permission="users">.
// Phones and portrait tablets get a list, wider screens a table with sortable headers.
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DEFAULT_PAGE_SIZE,
  formatDate,
  type ManagedUser,
  PAGE_SIZES,
  USER_SORTS,
} from '@tessera/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { type UserSort, type UsersQuery, useUsers } from '../api/get-users.ts';
import { UserDialog } from '../components/UserDialog.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABEL: Record<UserSort, string> = {
  username: 'users.username',
  name: 'users.name',
  surname: 'users.surname',
  createdAt: 'users.createdAt',
};

function roleLabel(t: TFunction, role: string) {
  const key = `users.roleNames.${role}`;
  const label = t(key);
  return label === key ? role : label;
}

const rolesText = (t: TFunction, u: ManagedUser) => u.roles.map((r) => roleLabel(t, r)).join(', ');

function ActiveChip({ user, t }: { user: ManagedUser; t: TFunction }) {
  const on = user.active === 'Y';
  return (
    <Chip
      size="small"
      label={t(on ? 'users.yes' : 'users.no')}
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
      <IconButton
        onClick={() => onEdit(user)}
        aria-label={t('users.edit', { user: user.username })}
      >
        <Edit />
      </IconButton>
      <IconButton
        onClick={() => onDelete(user)}
        disabled={self}
        aria-label={t('users.delete', { user: user.username })}
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
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  usePageTitle(t('users.title'));

  const [query, setQuery] = useState<UsersQuery>({
    page: 0,
    rowsPerPage: DEFAULT_PAGE_SIZE,
    sortBy: 'username',
    descending: false,
    search: '',
  });
  const [searchInput, setSearchInput] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setQuery((q) => (q.search === searchInput ? q : { ...q, search: searchInput, page: 0 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput]);

  const users = useUsers(query);
  const rows = users.data?.rows ?? [];
  const totalRows = users.data?.totalRows ?? 0;
  // Deleting the last user of the last page moves back a page.
  useEffect(() => {
    if (users.data && !users.isPlaceholderData && rows.length === 0 && query.page > 0) {
      setQuery((q) => ({ ...q, page: Math.max(0, Math.ceil(totalRows / q.rowsPerPage) - 1) }));
    }
  }, [users.data, users.isPlaceholderData, rows.length, query.page, totalRows]);

  const [editing, setEditing] = useState<{ user: ManagedUser | null } | null>(null);
  // Kept after closing, so the dialog's text does not change while it fades out.
  const [deleting, setDeleting] = useState<{ user: ManagedUser; open: boolean } | null>(null);
  const remove = useDeleteUser();

  const sortBy = (column: UserSort) =>
    setQuery((q) => ({
      ...q,
      sortBy: column,
      descending: q.sortBy === column ? !q.descending : false,
      page: 0,
    }));
  const closeDelete = () => setDeleting((d) => d && { ...d, open: false });
  const confirmDelete = () => {
    closeDelete();
    if (deleting) remove.mutate(deleting.user.id, { onSuccess: () => notify.success() });
  };
  const actions = (u: ManagedUser) => (
    <RowActions
      user={u}
      self={u.id === userId}
      t={t}
      onEdit={(user) => setEditing({ user })}
      onDelete={(user) => setDeleting({ user, open: true })}
    />
  );
  const empty = users.isSuccess && rows.length === 0 && (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {t('users.empty')}
    </Typography>
  );

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="search"
          label={t('users.search')}
          size="small"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing({ user: null })}
          sx={{ minHeight: 40, flexShrink: 0 }}
        >
          {t('users.add')}
        </Button>
      </Stack>

      {wide ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('users.title')}>
            <TableHead>
              <TableRow>
                {(['username', 'name', 'surname'] as const).map((c) => (
                  <SortableHeader key={c} column={c} query={query} onSort={sortBy} t={t} />
                ))}
                <TableCell>{t('users.roles')}</TableCell>
                <TableCell>{t('users.active')}</TableCell>
                <SortableHeader column="createdAt" query={query} onSort={sortBy} t={t} />
                <TableCell align="right">{t('users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.id} hover>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{u.username}</TableCell>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.surname}</TableCell>
                  <TableCell>{rolesText(t, u)}</TableCell>
                  <TableCell>
                    <ActiveChip user={u} t={t} />
                  </TableCell>
                  <TableCell>{formatDate(u.createdAt)}</TableCell>
                  <TableCell align="right" padding="none">
                    {actions(u)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {empty}
        </TableContainer>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('users.sortBy')}
              value={query.sortBy}
              onChange={(e) =>
                setQuery((q) => ({ ...q, sortBy: e.target.value as UserSort, page: 0 }))
              }
              sx={{ minWidth: '10rem' }}
            >
              {USER_SORTS.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(SORT_LABEL[c])}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              onClick={() => setQuery((q) => ({ ...q, descending: !q.descending, page: 0 }))}
              aria-label={t(query.descending ? 'users.descending' : 'users.ascending')}
            >
              {query.descending ? <ArrowDownward /> : <ArrowUpward />}
            </IconButton>
          </Stack>
          <List aria-label={t('users.title')}>
            {rows.map((u) => (
              <ListItem key={u.id} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
                <ListItemText
                  primary={`${u.name} ${u.surname}`}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', wordBreak: 'break-all' }}>
                        {u.username}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {rolesText(t, u)} · {formatDate(u.createdAt)}
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
              </ListItem>
            ))}
          </List>
          {empty}
        </>
      )}

      <TablePagination
        component="div"
        count={totalRows}
        page={totalRows === 0 ? 0 : query.page}
        rowsPerPage={query.rowsPerPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => setQuery((q) => ({ ...q, page }))}
        onRowsPerPageChange={(e) =>
          setQuery((q) => ({ ...q, rowsPerPage: Number(e.target.value), page: 0 }))
        }
        labelRowsPerPage={t('users.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('users.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`users.page.${type}`)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />

      {editing && (
        <UserDialog
          user={editing.user}
          accountEditable={accountEditable}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting?.open)}
        title={t('users.deleteTitle')}
        message={t('users.deleteMessage', { user: deleting?.user.username ?? '' })}
        cancelLabel={t('users.cancel')}
        confirmLabel={t('users.deleteConfirm')}
        onCancel={closeDelete}
        onConfirm={confirmDelete}
      />
    </>
  );
}

interface SortableHeaderProps {
  column: UserSort;
  query: UsersQuery;
  onSort(column: UserSort): void;
  t: TFunction;
}

function SortableHeader({ column, query, onSort, t }: SortableHeaderProps) {
  const active = query.sortBy === column;
  const direction = active && query.descending ? 'desc' : 'asc';
  return (
    <TableCell sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(column)}>
        {t(SORT_LABEL[column])}
      </TableSortLabel>
    </TableCell>
  );
}
