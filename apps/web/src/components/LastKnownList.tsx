// A list screen's data as it is known (issue 15): the last known data with the time it was fetched
// when it is not fresh (offline, or the new fetch failed), never a blank screen or an empty
// count. Offline with nothing kept, it says the list has not been downloaded yet (the offline
// banner says the rest); a failed first fetch offers Retry; the first load shows `skeleton`.
// Its query is offline-worthy (lib/offline.ts) so the last known data outlives a reload.
import CloudOff from '@mui/icons-material/CloudOff';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { lastKnown } from '../lib/offline.ts';
import { EmptyState } from './EmptyState.tsx';
import { FetchedAt } from './FetchedAt.tsx';

export interface LastKnownListProps<T> {
  query: UseQueryResult<T>;
  /** Whether the data has nothing to list. */
  isEmpty(data: T): boolean;
  /** What an empty list shows (the shared EmptyState). */
  empty: ReactNode;
  /** What stands in for the list while its first answer loads. */
  skeleton: ReactNode;
  /** The list drawn from its data, pagination included. */
  children(data: T): ReactNode;
}

export function LastKnownList<T>({
  query,
  isEmpty,
  empty,
  skeleton,
  children,
}: LastKnownListProps<T>) {
  const { t } = useTranslation();
  const { data } = query;
  if (data === undefined) {
    if (query.fetchStatus === 'paused') {
      return <EmptyState icon={<CloudOff />}>{t('error.offline.message')}</EmptyState>;
    }
    if (query.isError) {
      return (
        <EmptyState
          icon={<ErrorOutline />}
          action={
            <Button variant="outlined" onClick={() => void query.refetch()}>
              {t('error.retry')}
            </Button>
          }
        >
          {t('error.loadFailed.message')}
        </EmptyState>
      );
    }
    return skeleton;
  }
  return (
    <Stack spacing={2}>
      <FetchedAt known={lastKnown(query)} />
      {isEmpty(data) ? empty : children(data)}
    </Stack>
  );
}
