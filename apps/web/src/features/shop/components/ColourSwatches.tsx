// The item's colours as round swatches (44 px targets), each named by its colour and pressed
// when chosen; the colour chosen is also written beside the heading.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ItemColor } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

const HEX = /^[0-9a-f]{6}$/i;

export interface ColourSwatchesProps {
  colours: readonly ItemColor[];
  value: number | null;
  onChange(id: number): void;
  /** Shown (and announced) when the customer tried to add without a colour. */
  error?: string;
}

export function ColourSwatches({ colours, value, onChange, error }: ColourSwatchesProps) {
  const { t } = useTranslation();
  const nameOf = (c: ItemColor, i: number) => c.name ?? t('shop.item.colourN', { n: i + 1 });
  const chosen = colours.findIndex((c) => c.id === value);
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {t('shop.item.colour')}
        {chosen >= 0 && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {`: ${nameOf(colours[chosen] as ItemColor, chosen)}`}
          </Box>
        )}
      </Typography>
      <Box
        role="group"
        aria-label={t('shop.item.colour')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {colours.map((c, i) => {
          const pressed = c.id === value;
          return (
            <ButtonBase
              key={c.id}
              aria-label={nameOf(c, i)}
              aria-pressed={pressed}
              onClick={() => onChange(c.id)}
              focusRipple
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                border: 2,
                borderColor: pressed ? 'primary.main' : 'transparent',
                p: '3px',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: '100%',
                  height: '100%',
                  borderRadius: '50%',
                  bgcolor: c.hex && HEX.test(c.hex) ? `#${c.hex}` : 'action.selected',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </ButtonBase>
          );
        })}
      </Box>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
