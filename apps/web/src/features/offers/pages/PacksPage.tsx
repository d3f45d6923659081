// The customer's packs (issue 9; SPEC §2 packs, §3 pack customer): each with its picture, name,
// description, the uses left of its uses ("7 di 10"), validity (DD-MM-YYYY) and state (valid,
// expired, used up), and its code as a barcode the counter scans to consume a use while any is
// left. Offline, the last known packs show with their time (issue 15).
import Inventory2 from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PackCustomer } from '@tessera/domain';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { usePackCustomers } from '../../../lib/api/pack-customers.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { OfferCode } from '../components/OfferCode.tsx';
import { OfferPicture } from '../components/OfferPicture.tsx';
import { validityText } from '../validity.ts';

function PackState({ pack }: { pack: PackCustomer }) {
  const { t } = useTranslation();
  if (pack.expired) return <Chip size="small" color="error" label={t('offers.expired')} />;
  if (pack.usesLeft <= 0) return <Chip size="small" label={t('offers.packs.usedUp')} />;
  return <Chip size="small" color="success" label={t('offers.valid')} />;
}

function Pack({ pack }: { pack: PackCustomer }) {
  const { t } = useTranslation();
  const usable = !pack.expired && pack.usesLeft > 0;
  const titleId = `pack-${pack.id}`;
  const usesId = `pack-${pack.id}-uses`;
  const left = t('offers.packs.usesLeft', { left: pack.usesLeft, uses: pack.uses });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="pack"
      sx={{ overflow: 'hidden' }}
    >
      <OfferPicture src={pack.imageUrl} />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {pack.name}
          </Typography>
          {pack.description && <Typography color="text.secondary">{pack.description}</Typography>}
        </Box>
        <Box>
          <Stack
            direction="row"
            sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
          >
            <Typography id={usesId} variant="subtitle1" component="p">
              {t('offers.packs.uses')}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              data-testid="pack-uses-left"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {left}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={pack.uses > 0 ? (100 * pack.usesLeft) / pack.uses : 0}
            aria-labelledby={usesId}
            aria-valuetext={left}
            sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
          />
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <PackState pack={pack} />
          <Typography variant="body2" data-testid="pack-validity">
            {validityText(t, pack)}
          </Typography>
        </Stack>
        <OfferCode code={pack.code} usable={usable} />
      </Stack>
    </Paper>
  );
}

export default function PacksPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.packs'));
  const packs = usePackCustomers();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <LastKnownList
        query={packs}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState icon={<Inventory2 />}>{t('offers.packs.empty')}</EmptyState>}
        skeleton={<Skeleton variant="rounded" height={320} aria-busy="true" />}
      >
        {(rows) => (
          <Stack component="section" aria-label={t('offers.packs.label')} spacing={2}>
            {rows.map((p) => (
              <Pack key={p.id} pack={p} />
            ))}
          </Stack>
        )}
      </LastKnownList>
    </Box>
  );
}
