import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { registrationApi } from '../api.ts';

/** The town of the chosen nation, searched by name on the server as the customer types. */
export function TownField({
  nationId,
  value,
  onChange,
}: {
  nationId: number | null;
  value: Country | null;
  onChange(town: Country | null): void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Country[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!nationId) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      registrationApi
        .towns(nationId, input.trim())
        .then(
          (rows) => live && setOptions(rows),
          () => live && setOptions([]),
        )
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [nationId, input]);

  return (
    <Autocomplete
      id="registration-town"
      options={options}
      value={value}
      disabled={!nationId}
      loading={loading}
      onChange={(_, town) => onChange(town)}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(c) => (c.province ? `${c.name} (${c.province})` : c.name)}
      noOptionsText={t('registration.form.noTown')}
      loadingText={t('registration.form.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('registration.form.town')}
          helperText={nationId ? ' ' : t('registration.form.nationFirst')}
        />
      )}
    />
  );
}
