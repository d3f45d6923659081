// A dish's allergens (SPEC §3 codes, 'Non gestito' for one the app does not know) and typologies
// as small named chips, each list named after the dish.
import Box from '@mui/material/Box';
import { isAllergen } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

export interface DishTagsProps {
  name: string;
  allergens: readonly string[];
  typologies: readonly ('GF' | 'VG' | 'VE')[];
}

const list = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.5,
  listStyle: 'none',
  p: 0,
  m: 0,
  mt: 0.75,
} as const;
const chip = {
  px: 1,
  py: 0.125,
  border: 1,
  borderColor: 'currentColor',
  borderRadius: 4,
  fontSize: '0.75rem',
  lineHeight: 1.5,
} as const;

export function DishTags({ name, allergens, typologies }: DishTagsProps) {
  const { t } = useTranslation();
  return (
    <>
      {typologies.length > 0 && (
        <Box component="ul" aria-label={t('shop.catalogue.typologiesOf', { name })} sx={list}>
          {typologies.map((code) => (
            <Box component="li" key={code} sx={{ ...chip, color: 'success.dark' }}>
              {t(`shop.catalogue.typology.${code}`)}
            </Box>
          ))}
        </Box>
      )}
      {allergens.length > 0 && (
        <Box component="ul" aria-label={t('shop.catalogue.allergensOf', { name })} sx={list}>
          {allergens.map((code) => (
            <Box component="li" key={code} sx={{ ...chip, color: 'text.secondary' }}>
              {isAllergen(code)
                ? t(`shop.catalogue.allergen.${code}`)
                : t('shop.catalogue.allergen.unknown')}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
