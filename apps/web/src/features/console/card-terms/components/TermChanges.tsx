// The changes of the card terms (issue 25 item 2): newest first, a page at a time, each saying
// when, who, and every term it changed from what to what.
import History from '@mui/icons-material/History';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CardTermChange } from '@tessera/domain';
import { CardSkeletons } from '../../../../components/CardSkeletons.tsx';
import { dateAndTime } from '../../../../components/card/cardText.ts';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PagedCards } from '../../../../components/PagedCards.tsx';
import { type TFunction, useTranslation } from '../../../../lib/i18n.ts';
import { usePageParams } from '../../../../lib/usePageParams.ts';
import { useCardTermChanges } from '../api/get-card-term-changes.ts';
import { changeLines } from '../cardTermsForm.ts';

function Change({ change, t }: { change: CardTermChange; t: TFunction }) {
  const heading = `card-term-change-${change.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={heading} sx={{ p: 2 }}>
      <Typography id={heading} variant="subtitle2" component="h3">
        {t('cardTerms.changes.when', dateAndTime(new Date(change.at)))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {change.by.name
          ? t('cardTerms.changes.by', { name: change.by.name })
          : t('cardTerms.changes.byUnknown')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {changeLines(t, change.before, change.after).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Typography>
    </Paper>
  );
}

export function TermChanges() {
  const { t } = useTranslation();
  const [paging, setPaging] = usePageParams();
  const changes = useCardTermChanges(paging);
  return (
    <PagedCards
      as="ul"
      query={changes}
      paging={paging}
      onPaging={setPaging}
      label={t('cardTerms.changes.label')}
      empty={<EmptyState icon={<History />}>{t('cardTerms.changes.empty')}</EmptyState>}
      skeleton={<CardSkeletons height={96} testId="card-term-change-skeleton" />}
    >
      {(rows) => rows.map((c) => <Change key={c.id} change={c} t={t} />)}
    </PagedCards>
  );
}
