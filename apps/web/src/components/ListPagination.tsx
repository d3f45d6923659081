// The pagination of a server-paged list on a phone (movements, coupons, scratch cards): the page
// size as buttons of SPEC §9's sizes (15, 20, 30, 50), unless the list has a fixed one (scratch
// cards: 10), the rows shown and the previous/next arrows. Buttons only, no select: it adds no
// input code to any screen's chunk (the select of DataTable's pagination would split /login's
// input chunk). A page past the last (an address kept from a longer list, the last row of the
// last page deleted) moves to the last page there is.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@tessera/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from '../lib/i18n.ts';

export interface ListPaginationProps {
  /** Rows in every page together. */
  count: number;
  /** 0-based. */
  page: number;
  rowsPerPage: number;
  onPageChange(page: number): void;
  /** A new page size; the caller goes back to the first page. Without it the size is fixed. */
  onRowsPerPageChange?(rowsPerPage: number): void;
}

export function ListPagination(p: ListPaginationProps) {
  const { t } = useTranslation();
  const sizeLabel = useId();
  const from = p.count === 0 ? 0 : p.page * p.rowsPerPage + 1;
  const to = Math.min(p.count, (p.page + 1) * p.rowsPerPage);
  const last = Math.max(0, Math.ceil(p.count / p.rowsPerPage) - 1);
  const { page, onPageChange } = p;
  useEffect(() => {
    if (page > last) onPageChange(last);
  }, [page, last, onPageChange]);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      {p.onRowsPerPageChange && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={sizeLabel} variant="body2">
            {t('table.rowsPerPage')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={p.rowsPerPage}
            aria-labelledby={sizeLabel}
            onChange={(_, size: number | null) => size && p.onRowsPerPageChange?.(size)}
          >
            {PAGE_SIZES.map((size) => (
              <ToggleButton key={size} value={size} sx={{ minWidth: 44, minHeight: 44 }}>
                {size}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', ml: 'auto' }}>
        <Typography variant="body2" sx={{ mr: 1 }}>
          {t('table.displayedRows', { from, to, count: p.count })}
        </Typography>
        <IconButton
          aria-label={t('table.page.previous')}
          disabled={p.page === 0}
          onClick={() => p.onPageChange(p.page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label={t('table.page.next')}
          disabled={p.page >= last}
          onClick={() => p.onPageChange(p.page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
