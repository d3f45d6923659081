// The notices sent to the customer, newest first (issue 9): each one a link to its detail, the
// unread ones standing out (bold title, a "new" badge, a coloured edge). Shared by the home
// (template S) and the notices screen.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate, type NoticeSent } from '@tessera/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/useLanguage.ts';

export function NoticeList({ notices, label }: { notices: NoticeSent[]; label: string }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <Box
      component="ul"
      aria-label={label}
      // One column no wider than the screen: a long text is cut with an ellipsis, never wider.
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      {notices.map((n) => (
        <Box component="li" key={n.id} data-testid="notice" data-read={n.read} sx={{ minWidth: 0 }}>
          <Box
            component={Link}
            to={to(`/notices/${n.noticeId}`)}
            sx={{
              display: 'block',
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: n.read ? 'divider' : 'primary.main',
              borderLeftWidth: n.read ? 1 : 6,
              bgcolor: 'background.paper',
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography
                component="span"
                variant="subtitle1"
                sx={{ flex: 1, minWidth: 0, fontWeight: n.read ? 400 : 700 }}
              >
                {n.title}
              </Typography>
              {!n.read && <Chip size="small" color="primary" label={t('notices.unread')} />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('notices.sentOn', { date: formatDate(new Date(n.sentAt)) })}
            </Typography>
            <Typography
              variant="body2"
              sx={{
                mt: 0.5,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {n.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
