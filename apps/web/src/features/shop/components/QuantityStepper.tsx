// How many to add: minus, the number, plus, from 1 to `max` (the stock left, at most 99).
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

const step = { border: 1, borderColor: 'divider', width: 44, height: 44 } as const;

export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const label = useId();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography id={label} sx={{ fontWeight: 600, minWidth: 72 }}>
        {t('shop.item.quantity')}
      </Typography>
      <IconButton
        aria-label={t('shop.item.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        sx={step}
      >
        <Remove />
      </IconButton>
      <Typography
        component="output"
        aria-labelledby={label}
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700, fontSize: '1.125rem' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={t('shop.item.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        sx={step}
      >
        <Add />
      </IconButton>
    </Stack>
  );
}
