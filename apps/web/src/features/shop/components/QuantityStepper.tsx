// How many: minus, the number, plus, from 1 to `max` (the stock left, at most 99). On the item
// page it sits beside its "Quantità" label; on a cart line (`name`) the buttons and the number
// name the item and the line shows no label. The minus stops at 1: taking a line out is the
// remove button's job, one per line.
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export interface QuantityStepperProps {
  value: number;
  /** The most there may be; at or below `value` the plus is off (0: none left). */
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
  /** A cart line's item name: the buttons and the number say whose quantity they are. */
  name?: string;
}

const stepOf = (size: number) =>
  ({ border: 1, borderColor: 'divider', width: size, height: size }) as const;

export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  name,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const label = useId();
  const step = stepOf(name === undefined ? 44 : 40);
  return (
    <Stack direction="row" spacing={name === undefined ? 1.5 : 1} sx={{ alignItems: 'center' }}>
      {name === undefined && (
        <Typography id={label} sx={{ fontWeight: 600, minWidth: 72 }}>
          {t('shop.item.quantity')}
        </Typography>
      )}
      <IconButton
        aria-label={
          name === undefined ? t('shop.item.decrease') : t('shop.cart.decrease', { name })
        }
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        sx={step}
      >
        <Remove />
      </IconButton>
      <Typography
        component="output"
        aria-labelledby={name === undefined ? label : undefined}
        aria-label={name === undefined ? undefined : t('shop.cart.quantityOf', { name })}
        aria-live="polite"
        sx={
          name === undefined
            ? { minWidth: 32, textAlign: 'center', fontWeight: 700, fontSize: '1.125rem' }
            : { minWidth: 28, textAlign: 'center', fontWeight: 700 }
        }
      >
        {value}
      </Typography>
      <IconButton
        aria-label={
          name === undefined ? t('shop.item.increase') : t('shop.cart.increase', { name })
        }
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        sx={step}
      >
        <Add />
      </IconButton>
    </Stack>
  );
}
