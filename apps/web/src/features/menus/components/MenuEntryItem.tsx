// One entry of the menu: name and price, description, picture, allergens with their names (and
// icons when menuShowIcon is on; 'Non gestito' for a code the app does not know) and typologies.
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { isAllergen, type MenuEntry } from '@tessera/domain';
import type { ComponentType, ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { ALLERGEN_ICONS, TYPOLOGY_ICONS, UNKNOWN_ALLERGEN_ICON } from './icons.tsx';

/** An allergen's name in the current language: 'Non gestito' for a code outside SPEC §3. */
export const allergenName = (t: TFunction, code: string) =>
  isAllergen(code) ? t(`menus.allergen.${code}`) : t('menus.allergen.unknown');

interface Tag {
  key: string;
  label: string;
  Icon: ComponentType<SvgIconProps>;
}

function Tags({ label, tags, icons }: { label: string; tags: Tag[]; icons: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {tags.map(({ key, label: name, Icon }) => (
        <Box
          component="li"
          key={key}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            border: 1,
            borderColor: 'currentColor',
            borderRadius: 4,
            fontSize: '0.8125rem',
            lineHeight: 1.5,
          }}
        >
          {icons && <Icon fontSize="inherit" aria-hidden />}
          {name}
        </Box>
      ))}
    </Box>
  );
}

export interface MenuEntryItemProps {
  entry: MenuEntry;
  showIcons: boolean;
  /** The price as shown (with or without the currency, by the configuration). */
  price: string;
  /** Heading level of the entry's name, below its category's. */
  headingLevel: 'h3' | 'h4';
}

export function MenuEntryItem({ entry, showIcons, price, headingLevel }: MenuEntryItemProps) {
  const { t } = useTranslation();
  const allergens: Tag[] = entry.allergens.map((code, i) => ({
    key: `${code}-${i}`,
    label: allergenName(t, code),
    Icon: isAllergen(code) ? ALLERGEN_ICONS[code] : UNKNOWN_ALLERGEN_ICON,
  }));
  const typologies: Tag[] = entry.typologies.map((code) => ({
    key: code,
    label: t(`menus.typology.${code}`),
    Icon: TYPOLOGY_ICONS[code],
  }));
  let extra: ReactNode = null;
  if (allergens.length || typologies.length) {
    extra = (
      <>
        {typologies.length > 0 && (
          <Tags
            label={t('menus.typologiesOf', { name: entry.name })}
            tags={typologies}
            icons={showIcons}
          />
        )}
        {allergens.length > 0 && (
          <Tags
            label={t('menus.allergensOf', { name: entry.name })}
            tags={allergens}
            icons={showIcons}
          />
        )}
      </>
    );
  }
  return (
    <Box
      component="li"
      data-testid="menu-entry"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {entry.imageUrl && (
        <Box
          component="img"
          src={entry.imageUrl}
          alt=""
          loading="lazy"
          width={72}
          height={72}
          sx={{ flex: 'none', width: 72, height: 72, objectFit: 'cover', borderRadius: 2 }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography
            component={headingLevel}
            variant="subtitle1"
            sx={{ flex: 1, fontWeight: 600, lineHeight: 1.3 }}
          >
            {entry.name}
          </Typography>
          <Typography
            component="span"
            data-testid="menu-price"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {price}
          </Typography>
        </Box>
        {entry.description && (
          <Typography variant="body2" sx={{ mt: 0.25 }}>
            {entry.description}
          </Typography>
        )}
        {extra}
      </Box>
    </Box>
  );
}
