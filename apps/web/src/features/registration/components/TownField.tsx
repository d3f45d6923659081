import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useCountries } from '../../../lib/api/countries.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const towns = useCountries({ nationId, search }, { meta: { silent: true } });
  const options: Country[] = nationId && !towns.isError ? (towns.data ?? []) : [];

  return (
    <Autocomplete
      id="registration-town"
      options={options}
      value={value}
      disabled={!nationId}
      loading={towns.isFetching}
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
