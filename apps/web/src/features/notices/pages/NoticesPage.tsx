// The notices (issue 9; SPEC §7 Notifications and notices): without an id, the notices sent to the
// customer in the current activity, a page at a time (kept in the address), unread ones standing
// out; with one, the notice itself, marked read as it opens, and deleted after a confirmation.
// The list is PagedCards (issue 24): offline or after a failed read, the page last read with its
// time; a first read that fails offers Retry.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Campaign from '@mui/icons-material/Campaign';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@tessera/domain';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { NoticeList } from '../../../components/notices/NoticeList.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useDeleteNotice } from '../../../lib/api/delete-notice.ts';
import { useNotice } from '../../../lib/api/notice.ts';
import { noticeKeys, useNoticesSent } from '../../../lib/api/notices-sent.ts';
import { useReadNotice } from '../../../lib/api/read-notice.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';

function Notices() {
  const { t } = useTranslation();
  const [paging, setPaging] = usePageParams();
  const notices = useNoticesSent(paging);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PagedCards
        query={notices}
        paging={paging}
        onPaging={setPaging}
        as="div"
        empty={<EmptyState icon={<Campaign />}>{t('notices.empty')}</EmptyState>}
        skeleton={<CardSkeletons height={96} />}
      >
        {(rows) => <NoticeList notices={rows} label={t('notices.label')} />}
      </PagedCards>
    </Box>
  );
}

function Notice({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = useNotice(noticeId);
  const read = useReadNotice();
  const remove = useDeleteNotice();
  const [confirm, confirmDialog] = useConfirm();
  const data = notice.data;
  // Opening it marks it read, once.
  const marked = useRef(false);
  useEffect(() => {
    if (data && !data.read && !marked.current) {
      marked.current = true;
      read.mutate(data.id);
    }
  }, [data, read]);

  const back = (
    <Button component={Link} to={to('/notices')} startIcon={<ArrowBack />}>
      {t('notices.back')}
    </Button>
  );
  if (notice.isError) {
    return (
      <EmptyState icon={<Campaign />} action={back}>
        {t('notices.notFound')}
      </EmptyState>
    );
  }
  const askDelete = async (title: string) => {
    const yes = await confirm({
      title: t('notices.deleteTitle'),
      message: t('notices.deleteMessage', { title }),
      cancelLabel: t('notices.cancel'),
      confirmLabel: t('notices.confirmDelete'),
    });
    if (!yes) return;
    remove.mutate(noticeId, {
      onSuccess: () => {
        navigate(to('/notices'));
        queryClient.removeQueries({ queryKey: noticeKeys.detail(noticeId) });
        notify.success(t('notices.deleted'));
      },
    });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Box>{back}</Box>
      {data ? (
        <Paper component="article" variant="outlined" aria-labelledby="notice-title" sx={{ p: 2 }}>
          <Typography id="notice-title" variant="h5" component="h2">
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('notices.sentOn', { date: formatDate(new Date(data.sentAt)) })}
          </Typography>
          {data.imageUrl && (
            <Box
              component="img"
              src={data.imageUrl}
              alt=""
              sx={{
                width: '100%',
                borderRadius: 1,
                mt: 2,
                aspectRatio: '2 / 1',
                objectFit: 'cover',
              }}
            />
          )}
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{data.text}</Typography>
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              color="error"
              variant="outlined"
              startIcon={<Delete />}
              onClick={() => askDelete(data.title)}
            >
              {t('notices.delete')}
            </Button>
          </Box>
        </Paper>
      ) : (
        <Skeleton variant="rounded" height={200} />
      )}
      {confirmDialog}
    </Stack>
  );
}

export default function NoticesPage() {
  const { t } = useTranslation();
  usePageTitle(t('notices.title'));
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <Notice key={id} noticeId={id} /> : <Notices />;
}
