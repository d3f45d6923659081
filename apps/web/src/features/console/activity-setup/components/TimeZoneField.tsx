// The activity's time zone: an IANA zone picked from those the browser knows, typed to search
// ("Rome", "Zurich"); the contract refuses a zone the server would not take.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { errorText } from '../../../../lib/forms.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { SetupControl } from './fields.tsx';

/** The zones Intl knows; an older engine without the list offers the common ones of Europe. */
function zones(): string[] {
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  if (known) return known('timeZone');
  return ['Europe/Rome', 'Europe/Madrid', 'Europe/Paris', 'Europe/Berlin', 'Europe/London'];
}

export function TimeZoneField({ control }: { control: SetupControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'timeZone' });
  const options = useMemo(() => {
    const list = zones();
    return list.includes(field.value) ? list : [field.value, ...list];
  }, [field.value]);
  const error = errorText(t, fieldState.error);
  return (
    <Autocomplete
      id="setup-time-zone"
      options={options}
      value={field.value}
      onChange={(_, value) => field.onChange(value ?? '')}
      disableClearable
      autoHighlight
      getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('activitySetup.identity.timeZone')}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(error)}
          helperText={error ?? t('activitySetup.identity.timeZoneHelp')}
        />
      )}
    />
  );
}
