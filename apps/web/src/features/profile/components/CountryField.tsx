import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country, Profile } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useCountries } from '../../../lib/api/countries.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface CountryFieldProps {
  nationId: number | null;
  value: number | null;
  /** The profile's stored town, so it shows without being in the loaded page of towns. */
  stored: Profile['country'];
  onChange(countryId: number | null): void;
}

type Town = Pick<Country, 'id' | 'name' | 'province'>;
const labelOf = (c: Town) => (c.province ? `${c.name} (${c.province})` : c.name);

/** The town (country) of a nation, searched on the server by name as the customer types. */
export function CountryField({ nationId, value, stored, onChange }: CountryFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Town | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found: Town[] = useCountries({ nationId, search }).data ?? [];
  const selected =
    value === null
      ? null
      : ((picked?.id === value ? picked : undefined) ??
        (stored?.id === value ? stored : undefined) ??
        found.find((c) => c.id === value) ??
        null);
  const options =
    selected && !found.some((c) => c.id === selected.id) ? [selected, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={!nationId}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, c) => {
        setPicked(c);
        onChange(c?.id ?? null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        else if (reason === 'clear') setInput('');
      }}
      noOptionsText={t('profile.noCountries')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('profile.fields.country')}
          helperText={nationId ? undefined : t('profile.chooseNationFirst')}
        />
      )}
    />
  );
}
