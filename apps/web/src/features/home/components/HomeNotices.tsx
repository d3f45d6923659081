// The home's content for template S (SPEC §2, issue 9): the latest notices sent to the customer,
// unread ones standing out, with a link to all of them.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { NoticeList } from '../../../components/notices/NoticeList.tsx';
import { useNoticesSent } from '../../../lib/api/notices-sent.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';

const LATEST = { page: 0, rowsPerPage: 5 };

export function HomeNotices() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const page = useNoticesSent(LATEST).data;
  return (
    <Box component="section" aria-labelledby="home-notices">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id="home-notices" variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('notices.title')}
        </Typography>
        {page && page.totalRows > 0 && (
          <Typography component={Link} to={to('/notices')} variant="body2" color="primary">
            {t('notices.all')}
          </Typography>
        )}
      </Box>
      {!page ? (
        <Skeleton variant="rounded" height={96} />
      ) : page.totalRows === 0 ? (
        <Typography color="text.secondary">{t('notices.empty')}</Typography>
      ) : (
        <NoticeList notices={page.rows} label={t('notices.label')} />
      )}
    </Box>
  );
}
