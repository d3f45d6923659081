// The card terms of the owner's console (issue 25 item 2, /console/card-terms): the form with its
// worked example, and the changes made so far; stacked on a phone, side by side at a desk. Admins
// and super admins only (the route's guard, the API's adminTenancy).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LastKnownList } from '../../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useCardTerms } from '../api/get-card-terms.ts';
import { CardTermsForm } from '../components/CardTermsForm.tsx';
import { TermChanges } from '../components/TermChanges.tsx';

function Section(p: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={p.id} sx={{ p: 2 }}>
      <Typography id={p.id} variant="h6" component="h2" sx={{ mb: p.intro ? 0.5 : 2 }}>
        {p.title}
      </Typography>
      {p.intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.intro}
        </Typography>
      )}
      {p.children}
    </Paper>
  );
}

/** The form's shape while the terms load. */
function FormSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="card-terms-skeleton">
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

export default function CardTermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('cardTerms.title'));
  const terms = useCardTerms();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Section id="card-terms-form" title={t('cardTerms.formTitle')} intro={t('cardTerms.intro')}>
        <LastKnownList query={terms} isEmpty={() => false} empty={null} skeleton={<FormSkeleton />}>
          {(data) => <CardTermsForm terms={data} />}
        </LastKnownList>
      </Section>
      <Section id="card-terms-changes" title={t('cardTerms.changes.title')}>
        <TermChanges />
      </Section>
    </Box>
  );
}
