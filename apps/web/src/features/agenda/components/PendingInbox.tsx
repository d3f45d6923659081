// The pending inbox (issue 26): every booking request still waiting, of any date, the oldest
// request first, a page at a time, each answered right there (confirm, or decline after the
// page's question). Read again at each change the agenda's live stream tells.
import InboxIcon from '@mui/icons-material/MoveToInbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AgendaBooking } from '@tessera/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { shortDate } from '../agendaParams.ts';
import { usePendingBookings } from '../api/get-pending.ts';
import { BookingCard } from './BookingCard.tsx';

export interface PendingInboxProps {
  rooms: boolean;
  busyId: number | null;
  onConfirm(b: AgendaBooking): void;
  onDecline(b: AgendaBooking): void;
  /** The day of a request, on the agenda. */
  onShowDay(date: string): void;
}

export function PendingInbox({
  rooms,
  busyId,
  onConfirm,
  onDecline,
  onShowDay,
}: PendingInboxProps) {
  const { t, lang } = useTranslation();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(15);
  const pending = usePendingBookings(page + 1, rowsPerPage);
  const rows = pending.data?.rows ?? [];
  const asked = new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  if (pending.isError) return <Alert severity="error">{t('agenda.loadFailed')}</Alert>;
  if (pending.isSuccess && pending.data.totalRows === 0)
    return <EmptyState icon={<InboxIcon fontSize="large" />}>{t('agenda.inbox.empty')}</EmptyState>;
  return (
    <Box component="section" aria-labelledby="agenda-inbox-title">
      <Box component="h3" id="agenda-inbox-title" sx={{ typography: 'subtitle1', mt: 0, mb: 1 }}>
        {t('agenda.inbox.title')}
      </Box>
      <Box
        component="ul"
        aria-labelledby="agenda-inbox-title"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((b) => (
          <BookingCard
            key={b.id}
            booking={b}
            rooms={rooms}
            level="h4"
            busy={busyId === b.id}
            day={shortDate(b.date, lang)}
            note={t('agenda.inbox.asked', { when: asked.format(new Date(b.requestedAt)) })}
            onConfirm={onConfirm}
            onDecline={onDecline}
            extra={
              <Button variant="text" onClick={() => onShowDay(b.date)}>
                {t('agenda.inbox.showDay')}
              </Button>
            }
          />
        ))}
      </Box>
      {pending.data && pending.data.totalRows > 15 && (
        <ListPagination
          count={pending.data.totalRows}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={setPage}
          onRowsPerPageChange={(n) => {
            setRowsPerPage(n);
            setPage(0);
          }}
        />
      )}
    </Box>
  );
}
