// The set-up form's own fields: a switch with the line saying what customers see, a colour typed
// as RRGGBB beside the system's colour picker, a choice of a few options (radio buttons) each with
// its line. Each is bound to a form field and shows its error under it.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ActivitySetupBody } from '@tessera/domain';
import { type Control, Controller, type FieldPath, useController } from 'react-hook-form';
import { errorText } from '../../../../lib/forms.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type ActivitySetupForm, hexOf, pickerValue } from '../activitySetupForm.ts';

export type SetupControl = Control<ActivitySetupForm, unknown, ActivitySetupBody>;

/** A field of the form holding a boolean. */
type BooleanPath = {
  [P in FieldPath<ActivitySetupForm>]: ActivitySetupForm[P &
    keyof ActivitySetupForm] extends boolean
    ? P
    : never;
}[FieldPath<ActivitySetupForm>];

/** A switch and, under it, what it does for the customer. */
export function FormSwitch(p: {
  control: SetupControl;
  name: BooleanPath | `switches.${string}`;
  id: string;
  label: string;
  help: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={p.control}
      name={p.name as FieldPath<ActivitySetupForm>}
      render={({ field, fieldState }) => {
        const error = errorText(t, fieldState.error);
        return (
          <Box>
            <FormControlLabel
              sx={{ minHeight: 48, mr: 0 }}
              label={p.label}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      id: p.id,
                      'aria-describedby': `${p.id}-help`,
                      'aria-invalid': error ? true : undefined,
                    },
                  }}
                />
              }
            />
            <FormHelperText id={`${p.id}-help`} error={Boolean(error)} sx={{ mt: 0, ml: 0 }}>
              {error ?? p.help}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}

/** A colour's field name. */
type ColourPath = 'color' | 'colorText' | 'menuColorBackground' | 'menuColorText' | 'shopTextColor';

/**
 * A colour as RRGGBB (the columns' form; a leading # is taken too), with the system's colour
 * picker beside it. A colour that may be left unset says what blank means.
 */
export function ColourField(p: {
  control: SetupControl;
  name: ColourPath;
  id: string;
  label: string;
  help: string;
  /** The picker's colour while the field is blank or not well typed. */
  fallback?: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const error = errorText(t, fieldState.error);
  return (
    <TextField
      id={p.id}
      label={p.label}
      name={field.name}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        field.onChange(hexOf(field.value).toUpperCase());
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? p.help}
      fullWidth
      slotProps={{
        htmlInput: {
          autoCapitalize: 'characters',
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 7,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('activitySetup.colours.pick', { name: p.label })}
                value={pickerValue(field.value, p.fallback)}
                onChange={(e) => field.onChange(e.target.value.replace('#', '').toUpperCase())}
                sx={{
                  width: 36,
                  height: 36,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A choice field's name. */
type ChoicePath = 'templateAppHome' | 'graphicCardType' | 'menuType';

/** One of a few options, each with a line saying what it shows. */
export function ChoiceField(p: {
  control: SetupControl;
  name: ChoicePath;
  id: string;
  label: string;
  options: readonly { value: string; label: string; help: string }[];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const error = errorText(t, fieldState.error);
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={`${p.id}-label`}>
        {p.label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${p.id}-label`}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {p.options.map((o) => (
          <Box key={o.value} sx={{ mb: 0.5 }}>
            <FormControlLabel
              value={o.value}
              sx={{ minHeight: 48, mr: 0 }}
              label={o.label}
              control={
                <Radio
                  slotProps={{
                    input: {
                      'aria-describedby': `${p.id}-${o.value}-help`,
                      ...(o.value === field.value ? { ref: field.ref } : {}),
                    },
                  }}
                />
              }
            />
            <FormHelperText id={`${p.id}-${o.value}-help`} sx={{ mt: -0.5, ml: 4 }}>
              {o.help}
            </FormHelperText>
          </Box>
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
