// One choice of a booking (the service, the operator or room) as a column of buttons, the
// chosen one pressed: big targets on a phone, a name and a detail (the service's minutes and
// price) each, and what the activity says of it under the name (issue 25).
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface Choice<T> {
  value: T;
  label: string;
  detail?: string;
  description?: string | null;
}

export interface ChoiceListProps<T> {
  title: string;
  choices: Choice<T>[];
  value: T | null;
  onChange(value: T): void;
  /** Shown instead of the buttons when there is nothing to choose. */
  empty?: ReactNode;
}

export function ChoiceList<T extends string | number>(p: ChoiceListProps<T>) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="h6" component="h2">
        {p.title}
      </Typography>
      {p.choices.length === 0 ? (
        p.empty
      ) : (
        <ToggleButtonGroup
          orientation="vertical"
          exclusive
          fullWidth
          value={p.value}
          onChange={(_, v: T | null) => v !== null && p.onChange(v)}
          aria-labelledby={id}
        >
          {p.choices.map((c) => (
            <ToggleButton
              key={c.value}
              value={c.value}
              sx={{ justifyContent: 'space-between', minHeight: 48, textAlign: 'left', gap: 1 }}
            >
              <span>
                {c.label}
                {c.description && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', textTransform: 'none' }}
                  >
                    {c.description}
                  </Typography>
                )}
              </span>
              {c.detail && <span style={{ whiteSpace: 'nowrap' }}>{c.detail}</span>}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}
