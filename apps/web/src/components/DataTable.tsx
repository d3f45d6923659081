// A server-paged, sortable, searchable table (user management now, the business console next).
// The server pages, sorts and searches; this holds the query (useTableQuery, its page in the
// address) and draws it: a table with sortable headers on wide screens, a list with a sort picker
// on phones and portrait tablets, a search box, and the pagination with PAGE_SIZES (15, 20, 30,
// 50).
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Inbox from '@mui/icons-material/Inbox';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZES } from '@tessera/domain';
import {
  type Key,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { usePageParams } from '../lib/usePageParams.ts';
import { EmptyState } from './EmptyState.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/** What the server is asked for: a page, its size, the sort and the search. */
export interface TableQuery<Sort extends string> {
  /** 0-based, as the pagination counts; an API's page is usually 1-based. */
  page: number;
  rowsPerPage: number;
  sortBy: Sort;
  descending: boolean;
  search: string;
}

export interface TableState<Sort extends string> {
  query: TableQuery<Sort>;
  setQuery(update: (q: TableQuery<Sort>) => TableQuery<Sort>): void;
  /** The search box as typed; the query follows it after SEARCH_DEBOUNCE_MS. */
  searchInput: string;
  setSearchInput(value: string): void;
}

/**
 * The query of a DataTable: the page and its size from the address (lib/usePageParams: Back to
 * the table finds its page), the given sort, no search.
 */
export function useTableQuery<Sort extends string>(initial: {
  sortBy: Sort;
  descending?: boolean;
}): TableState<Sort> {
  const [paging, setPaging] = usePageParams();
  const [rest, setRest] = useState(() => ({
    sortBy: initial.sortBy,
    descending: initial.descending ?? false,
    search: '',
  }));
  const query: TableQuery<Sort> = { ...paging, ...rest };
  // An update reads the query as it is now, also from a timer set renders ago.
  const latest = useRef(query);
  latest.current = query;
  const setQuery = useCallback(
    (update: (q: TableQuery<Sort>) => TableQuery<Sort>) => {
      const { page, rowsPerPage, ...next } = update(latest.current);
      latest.current = { page, rowsPerPage, ...next };
      // One move: the sort or search and the page they start from reach the server together.
      startTransition(() => {
        setRest(next);
        setPaging({ page, rowsPerPage });
      });
    },
    [setPaging],
  );
  const [searchInput, setSearchInput] = useState('');
  // One request for a word, not one per key, and from the first page.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setQuery((q) => (q.search === searchInput ? q : { ...q, search: searchInput, page: 0 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchInput, setQuery]);
  return { query, setQuery, searchInput, setSearchInput };
}

export interface DataColumn<Row, Sort extends string> {
  key: string;
  header: string;
  /** The server sort its header asks for; without it the header does not sort. */
  sort?: Sort;
  cell(row: Row): ReactNode;
  align?: 'left' | 'right';
  padding?: 'normal' | 'none';
  sx?: SxProps<Theme>;
}

export interface DataTableProps<Row, Sort extends string> {
  /** The accessible name of the table (and of the phone list). */
  label: string;
  table: TableState<Sort>;
  columns: DataColumn<Row, Sort>[];
  /** The sort choices of the phone layout, which has no headers. */
  sorts: { value: Sort; label: string }[];
  /** The current page; undefined until it first loads. */
  page: { rows: Row[]; totalRows: number } | undefined;
  /** True while an older page is shown as the next one loads. */
  stale?: boolean;
  rowKey(row: Row): Key;
  /** A row on a phone: the content of its list item. */
  item(row: Row): ReactNode;
  /** Shown when the page is loaded and empty: one sentence. */
  empty: string;
  /** What fills an empty table (no search): a button or a link. */
  emptyAction?: ReactNode;
  /** Beside the search box (e.g. the add button). */
  toolbar?: ReactNode;
}

export function DataTable<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { label, table, columns, sorts, page, stale = false, rowKey, item, empty, toolbar } = props;
  const { emptyAction } = props;
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const { query, setQuery } = table;
  const rows = page?.rows ?? [];
  const totalRows = page?.totalRows ?? 0;

  // A page emptied (say, by deleting its last row) moves back to the last page there is.
  useEffect(() => {
    if (page && !stale && rows.length === 0 && query.page > 0) {
      setQuery((q) => ({ ...q, page: Math.max(0, Math.ceil(totalRows / q.rowsPerPage) - 1) }));
    }
  }, [page, stale, rows.length, query.page, totalRows, setQuery]);

  const sortBy = (column: Sort) =>
    setQuery((q) => ({
      ...q,
      sortBy: column,
      descending: q.sortBy === column ? !q.descending : false,
      page: 0,
    }));
  // Nothing found: a search is cleared from here, else the page's own action (emptyAction).
  const emptyText = page && rows.length === 0 && (
    <EmptyState
      icon={query.search ? <SearchOff /> : <Inbox />}
      action={
        query.search ? (
          <Button variant="outlined" onClick={() => table.setSearchInput('')}>
            {t('table.clearSearch')}
          </Button>
        ) : (
          emptyAction
        )
      }
    >
      {empty}
    </EmptyState>
  );

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="search"
          label={t('table.search')}
          value={table.searchInput}
          onChange={(e) => table.setSearchInput(e.target.value)}
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
        {toolbar}
      </Stack>

      {wide ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => {
                  const active = c.sort !== undefined && query.sortBy === c.sort;
                  const direction = active && query.descending ? 'desc' : 'asc';
                  return (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      sortDirection={active ? direction : false}
                    >
                      {c.sort === undefined ? (
                        c.header
                      ) : (
                        <TableSortLabel
                          active={active}
                          direction={direction}
                          onClick={() => sortBy(c.sort as Sort)}
                        >
                          {c.header}
                        </TableSortLabel>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align} padding={c.padding} sx={c.sx}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {emptyText}
        </TableContainer>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              label={t('table.sortBy')}
              value={query.sortBy}
              onChange={(e) => setQuery((q) => ({ ...q, sortBy: e.target.value as Sort, page: 0 }))}
              sx={{ minWidth: '10rem' }}
            >
              {sorts.map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              onClick={() => setQuery((q) => ({ ...q, descending: !q.descending, page: 0 }))}
              aria-label={t(query.descending ? 'table.descending' : 'table.ascending')}
            >
              {query.descending ? <ArrowDownward /> : <ArrowUpward />}
            </IconButton>
          </Stack>
          <List aria-label={label}>
            {rows.map((row) => (
              <ListItem
                key={rowKey(row)}
                divider
                disableGutters
                sx={{ gap: 1, alignItems: 'flex-start' }}
              >
                {item(row)}
              </ListItem>
            ))}
          </List>
          {emptyText}
        </>
      )}

      <TablePagination
        component="div"
        count={totalRows}
        page={totalRows === 0 ? 0 : query.page}
        rowsPerPage={query.rowsPerPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, p) => setQuery((q) => ({ ...q, page: p }))}
        onRowsPerPageChange={(e) =>
          setQuery((q) => ({ ...q, rowsPerPage: Number(e.target.value), page: 0 }))
        }
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`table.page.${type}`)}
        sx={{
          // A phone: the rows per page above, the page count beside its arrows below (the
          // arrows never wrap onto a line of their own); wider, one line.
          '& .MuiTablePagination-toolbar': {
            px: 0,
            display: { xs: 'grid', sm: 'flex' },
            gridTemplateColumns: 'auto auto',
            justifyContent: 'end',
            alignItems: 'center',
            columnGap: 1,
          },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
          '& .MuiTablePagination-input': { mr: { xs: 0, sm: 4 } },
          // The rows per page: a 44 px target on a phone (MUI's is 29 px).
          '& .MuiTablePagination-select': { minHeight: 44, lineHeight: '44px', py: 0 },
          '& .MuiTablePagination-actions': { ml: { xs: 0, sm: 2.5 } },
        }}
      />
    </>
  );
}
