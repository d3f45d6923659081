// Whose app it is (issue 8). The screens before sign-in wear a brand: the activity the customer
// came through (its link /registration/{activityId}, or its permalink on the sign-up screen) or
// was last signed in to, remembered in local storage so the sign-in screen after a logout is
// still the business's; Tessera's own when there is none. Only what is public about an activity
// is kept. Here too the activity's logo and Tessera's mark, for the drawer and the home: one
// small module, as all of it is on /login's first bundle (150 KB gzip budget).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Activity } from '@tessera/domain';
import { useTranslation } from '../lib/i18n.ts';
import { sessionStore } from '../lib/session.ts';
import { readJson } from '../lib/storage.ts';
import { createStore, useStore } from '../lib/store.ts';

export type Brand = Pick<Activity, 'id' | 'name' | 'color' | 'colorText' | 'logoUrl'>;
export type LogoActivity = Omit<Brand, 'id'>;

export const BRAND_KEY = 'tessera.brand';

const stored = readJson<Brand>(BRAND_KEY);
export const brandStore = createStore<Brand | null>(stored?.name ? stored : null);

/** Makes this activity the brand of the screens before sign-in. */
export function rememberBrand({ id, name, color, colorText, logoUrl }: Brand) {
  const brand = { id, name, color, colorText, logoUrl };
  const json = JSON.stringify(brand);
  if (json === JSON.stringify(brandStore.get())) return;
  try {
    localStorage.setItem(BRAND_KEY, json);
  } catch {
    // Storage full or refused: the brand lasts as long as the page.
  }
  brandStore.set(brand);
}

// The activity the customer is in, once signed in, is the brand of the next sign-in.
const follow = () => {
  const { activities, activityId } = sessionStore.get();
  const current = activities.find((a) => a.activityId === activityId)?.activity;
  if (current) rememberBrand(current);
};
follow();
sessionStore.subscribe(follow);

export const useBrand = () => useStore(brandStore);

/** The activity of a /registration/{activityId} link (any language prefix), if the path is one. */
export const linkedActivityId = (path: string) =>
  Number(/^(?:\/[a-z]{2})?\/registration\/(\d{1,10})\/?$/.exec(path)?.[1]) || null;

/** The first letters of the name's first two words: "Trattoria Da Rita" is "TD". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();

const hex = (colour: string) => `#${colour.replace('#', '')}`;

/**
 * The activity's logo (an /images path), round with a white ring, over its colour; its initials
 * when it has none. Decorative: its name is always beside it.
 */
export function ActivityLogo({ activity, size = 48 }: { activity: LogoActivity; size?: number }) {
  const { logoUrl } = activity;
  return (
    <Box
      aria-hidden="true"
      data-logo={logoUrl ?? undefined}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        boxShadow: '0 0 0 3px #fff',
        display: 'grid',
        placeItems: 'center',
        background: `${logoUrl ? `center/cover url("${logoUrl}"), ` : ''}${hex(activity.color)}`,
        color: hex(activity.colorText),
        fontWeight: 700,
        fontSize: size * 0.38,
      }}
    >
      {logoUrl ? null : initialsOf(activity.name)}
    </Box>
  );
}

/** Tessera's mark: its app icon (a loyalty card), drawn inline. The name is text beside it. */
export function TesseraMark({ size = 48 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      style={{ borderRadius: size / 5, boxShadow: '0 0 0 3px #fff', flexShrink: 0 }}
    >
      <rect width="40" height="40" fill="#37474F" />
      <rect x="7.5" y="12" width="25" height="16" rx="3" fill="#FFB300" />
      <rect x="7.5" y="15.5" width="25" height="2.7" fill="#37474F" />
    </svg>
  );
}

/**
 * The brand above the sign-in card: the activity's logo and name, or Tessera's mark and name.
 * `pending` (an activity's link, its activity not known yet) keeps its place empty.
 */
export function BrandHeader({ brand, pending }: { brand: Brand | null; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="brand"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        alignItems: 'center',
        color: 'brand.contrastText',
        visibility: pending ? 'hidden' : undefined,
      }}
    >
      {brand ? <ActivityLogo activity={brand} size={72} /> : <TesseraMark size={72} />}
      <Typography variant="h5" component="p">
        {brand ? brand.name : t('app.name')}
      </Typography>
    </Box>
  );
}
