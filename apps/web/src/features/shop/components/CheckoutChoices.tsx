// One choice of the checkout (shipping, payment, address) as radio buttons under a heading: a
// label and a detail each; a choice that cannot be taken now is disabled and says why.
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface CheckoutChoice {
  value: number;
  label: string;
  detail?: string;
  /** Why it cannot be chosen now (it shows disabled, with this). */
  refused?: string;
}

export interface CheckoutChoicesProps {
  title: string;
  choices: CheckoutChoice[];
  value: number | null;
  onChange(value: number): void;
  /** Shown when there is nothing to choose. */
  empty?: ReactNode;
  /** Below the choices (an add button). */
  footer?: ReactNode;
}

export function CheckoutChoices(p: CheckoutChoicesProps) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} variant="h6" component="h2">
        {p.title}
      </Typography>
      {p.choices.length === 0 ? (
        p.empty
      ) : (
        <RadioGroup
          aria-labelledby={id}
          value={p.value === null ? '' : String(p.value)}
          onChange={(e) => p.onChange(Number(e.target.value))}
        >
          {p.choices.map((c) => {
            const reasonId = `${id}-${c.value}-refused`;
            return (
              <FormControlLabel
                key={c.value}
                value={String(c.value)}
                disabled={Boolean(c.refused)}
                control={
                  <Radio
                    slotProps={{ input: { 'aria-describedby': c.refused ? reasonId : undefined } }}
                  />
                }
                sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.75 } }}
                label={
                  <Stack sx={{ py: 1 }}>
                    <Typography>{c.label}</Typography>
                    {c.detail && (
                      <Typography variant="body2" color="text.secondary">
                        {c.detail}
                      </Typography>
                    )}
                    {c.refused && (
                      <Typography id={reasonId} variant="body2" color="text.secondary">
                        {c.refused}
                      </Typography>
                    )}
                  </Stack>
                }
              />
            );
          })}
        </RadioGroup>
      )}
      {p.footer}
    </Stack>
  );
}
