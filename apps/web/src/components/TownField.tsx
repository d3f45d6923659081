// The town of a nation (a country, in the API's words: SPEC §3), searched by the start of its
// name on the server as the customer types (Italy's 7,896 comuni are never sent whole), for
// sign-up, the profile and the delivery address (scoped to the activity's nation). Every word of it in the current
// language, the buttons' names (open, close, clear) too (issue 15: "Open" was MUI's English).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Town, useCountries } from '../lib/api/countries.ts';
import { useTranslation } from '../lib/i18n.ts';

/** "Roma (RM)". */
export const townLabel = (c: Town) => (c.province ? `${c.name} (${c.province})` : c.name);

export interface TownFieldProps {
  id?: string;
  nationId: number | null;
  /** Searches the towns of this activity's nation (the address form): no nation to choose. */
  activityId?: number | null;
  /** The browser's autofill name of the field (address-level2 for a delivery address). */
  autoComplete?: string;
  required?: boolean;
  /** The form's error for the field: shown instead of the hint. */
  error?: string;
  value: Town | null;
  onChange(town: Town | null): void;
  /** The label, the words for no town found and for no nation yet; `loading` shows a search. */
  texts: { label: string; none: string; nationFirst: string; loading?: string };
  /** A failed search leaves the list empty instead of showing the server's message. */
  silent?: boolean;
}

export function TownField({
  id,
  nationId,
  activityId,
  autoComplete,
  required,
  error,
  value,
  onChange,
  texts,
  silent,
}: TownFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const towns = useCountries({ nationId, search, activityId }, { meta: { silent } });
  const scoped = Boolean(nationId || activityId);
  const found: Town[] = scoped && !towns.isError ? (towns.data ?? []) : [];
  // The chosen town stays among the options while another search shows.
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      disabled={!scoped}
      loading={texts.loading !== undefined && towns.isFetching}
      loadingText={texts.loading}
      onChange={(_, town) => onChange(town)}
      onInputChange={(_, text, reason) => {
        // What the customer types is the search; the name of a chosen town is not.
        if (reason === 'input' || !text) setInput(text);
      }}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={townLabel}
      noOptionsText={texts.none}
      openText={t('picker.open')}
      closeText={t('picker.close')}
      clearText={t('picker.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={texts.label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (scoped ? ' ' : texts.nationFirst)}
          // The hint says what to do first: readable (4.5:1), not greyed out with the field.
          slotProps={{
            ...params.slotProps,
            htmlInput: autoComplete
              ? { ...params.slotProps.htmlInput, autoComplete }
              : params.slotProps.htmlInput,
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
      )}
    />
  );
}
