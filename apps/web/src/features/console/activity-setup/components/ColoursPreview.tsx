// What the customer will see with the colours as typed, before saving: the app bar and a button
// in the activity's colour with its text, the menu on its background, the shop's category names;
// each pair's contrast ratio, and a warning under 4.5:1 (the domain's lowContrasts: the same rule
// the form and the server refuse by).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type ContrastField,
  contrastRatio,
  DEFAULT_TEXT_COLOR,
  menuTextOf,
  PAGE_BACKGROUND,
  TEXT_CONTRAST,
} from '@tessera/domain';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.ts';
import { hexOf, lowContrastsOf, ratioText } from '../activitySetupForm.ts';
import type { SetupControl } from './fields.tsx';

const HEX = /^[0-9a-f]{6}$/i;
const hash = (v: string, fallback: string) => (HEX.test(hexOf(v)) ? `#${hexOf(v)}` : fallback);

/** A pair's ratio in words: readable, or too low (shown as an alert). */
function Ratio(p: { id: string; text: string; on: string; low: boolean }) {
  const { t } = useTranslation();
  if (!HEX.test(hexOf(p.text)) || !HEX.test(hexOf(p.on))) return null;
  const ratio = ratioText(contrastRatio(hexOf(p.text), hexOf(p.on)));
  return (
    <Typography
      id={p.id}
      variant="body2"
      role={p.low ? 'alert' : undefined}
      color={p.low ? 'error' : 'text.secondary'}
      sx={{ mt: 0.5, fontWeight: p.low ? 600 : 400 }}
    >
      {p.low
        ? t('activitySetup.colours.tooLow', { ratio, min: ratioText(TEXT_CONTRAST) })
        : t('activitySetup.colours.ratio', { ratio })}
    </Typography>
  );
}

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: PAGE_BACKGROUND,
      }}
    >
      {/* A picture of the colours chosen, named by its label: its texts are not read (inert), and
          a text too faint to read is what it shows, until the colours are changed. */}
      <Box inert>{children}</Box>
    </Box>
  );
}

/** The app bar and a button: the activity's colour and its text. */
export function BrandPreview({ control }: { control: SetupControl }) {
  const { t } = useTranslation();
  const form = useWatch({ control }) as Parameters<typeof lowContrastsOf>[0];
  const low = new Set<ContrastField>(lowContrastsOf(form).map((l) => l.field));
  const bar = hash(form.color, '#9E9E9E');
  const ink = hash(form.colorText, '#FFFFFF');
  return (
    <Box>
      <Frame label={t('activitySetup.colours.previewBrand')}>
        <Box
          sx={{
            bgcolor: bar,
            color: ink,
            px: 2,
            minHeight: 56,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          {form.logoUrl && (
            <Box
              component="img"
              src={form.logoUrl}
              alt=""
              sx={{ width: 32, height: 32, borderRadius: '50%', objectFit: 'cover' }}
            />
          )}
          <Typography component="span" sx={{ fontWeight: 600, color: 'inherit' }} noWrap>
            {form.name || t('activitySetup.identity.name')}
          </Typography>
        </Box>
        <Box sx={{ p: 2 }}>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              bgcolor: bar,
              color: ink,
              px: 2,
              py: 1,
              borderRadius: 1,
              fontWeight: 500,
              fontSize: 14,
              letterSpacing: 0.4,
              textTransform: 'uppercase',
            }}
          >
            {t('activitySetup.colours.sampleButton')}
          </Box>
        </Box>
      </Frame>
      <Ratio
        id="setup-colour-ratio"
        text={form.colorText}
        on={form.color}
        low={low.has('colorText')}
      />
    </Box>
  );
}

/** The menu's name and an entry on the menu's background. */
export function MenuPreview({ control }: { control: SetupControl }) {
  const { t, lang } = useTranslation();
  const form = useWatch({ control }) as Parameters<typeof lowContrastsOf>[0];
  const translations = useWatch({ control, name: 'translations' });
  // The name as the customer reads it in this language: its translation, else the default.
  const name = menuTextOf(
    {
      menuTextApp: form.menuTextApp.trim(),
      menuDescriptionBottom: null,
      activityConfigurationTranslations: translations.map((tr) => ({
        ...tr,
        menuTextApp: tr.menuTextApp.trim(),
      })),
    },
    lang,
  );
  const low = lowContrastsOf(form).some(
    (l) => l.field === 'menuColorText' || l.field === 'menuColorBackground',
  );
  const background = form.menuColorBackground.trim()
    ? hash(form.menuColorBackground, PAGE_BACKGROUND)
    : PAGE_BACKGROUND;
  const ink = form.menuColorText.trim()
    ? hash(form.menuColorText, `#${DEFAULT_TEXT_COLOR}`)
    : `#${DEFAULT_TEXT_COLOR}`;
  return (
    <Box>
      <Frame label={t('activitySetup.colours.previewMenu')}>
        <Box sx={{ bgcolor: background, color: ink, p: 2 }}>
          <Typography sx={{ fontWeight: 600, color: 'inherit' }}>
            {name || t('nav.menus')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'inherit' }}>
            {t('activitySetup.colours.sampleEntry')}
          </Typography>
        </Box>
      </Frame>
      {(form.menuColorBackground.trim() || form.menuColorText.trim()) && (
        <Ratio
          id="setup-menu-ratio"
          text={form.menuColorText.trim() ? form.menuColorText : DEFAULT_TEXT_COLOR}
          on={form.menuColorBackground.trim() ? form.menuColorBackground : PAGE_BACKGROUND}
          low={low}
        />
      )}
    </Box>
  );
}

/** The shop's category names: one as chosen (its selected size), the others. */
export function ShopPreview({ control }: { control: SetupControl }) {
  const { t } = useTranslation();
  const form = useWatch({ control }) as Parameters<typeof lowContrastsOf>[0];
  const low = lowContrastsOf(form).some((l) => l.field === 'shopTextColor');
  const ink = form.shopTextColor.trim() ? hash(form.shopTextColor, '#212121') : undefined;
  const px = (v: string, fallback: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 12 && n <= 32 ? n : fallback;
  };
  return (
    <Box>
      <Frame label={t('activitySetup.colours.previewShop')}>
        <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Box
            component="span"
            sx={{
              color: ink ?? 'text.primary',
              fontSize: px(form.shopTextSelectedSize, 18),
              fontWeight: 600,
              borderBottom: 2,
            }}
          >
            {t('activitySetup.colours.sampleCategory')}
          </Box>
          <Box
            component="span"
            sx={{ color: ink ?? 'text.primary', fontSize: px(form.shopTextSize, 14) }}
          >
            {t('activitySetup.colours.sampleOther')}
          </Box>
        </Box>
      </Frame>
      {form.shopTextColor.trim() && (
        <Ratio id="setup-shop-ratio" text={form.shopTextColor} on={PAGE_BACKGROUND} low={low} />
      )}
    </Box>
  );
}
