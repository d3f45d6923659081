// Customer fields that sign-up and the profile both ask (SPEC §3): a choice of a few answers
// (gender, customer type), the nation. Native selects, as phones like (the language is the
// screen's own picker, components/LanguagePicker.tsx).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { LanguageCode, Nation } from '@tessera/domain';
import { useMemo } from 'react';
import { useNations } from '../lib/api/nations.ts';
import { useTranslation } from '../lib/i18n.ts';
import { localeOf } from '../lib/language.ts';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A question with a few answers side by side, under its legend. */
export function ChoiceField<V extends string>(p: {
  id: string;
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={p.id}>
        {p.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={p.id}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value as V)}
      >
        {p.options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * The nations named in the screen's language (Intl.DisplayNames on their ISO code; the stored
 * name, in the nation's own language, only for a code it does not know), in its alphabetical order.
 */
export function nationsIn(lang: LanguageCode, nations: readonly Nation[]) {
  const locale = localeOf(lang);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const nameOf = (n: Nation) => {
    try {
      return names?.of(n.code.toUpperCase()) || n.name;
    } catch {
      return n.name;
    }
  };
  return nations
    .map((n) => ({ id: n.id, name: nameOf(n) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The customer's nation; `silent`: a failed load leaves the list empty without a message. */
export function NationField(p: {
  id: string;
  label: string;
  value: number | null;
  onChange(nationId: number | null): void;
  silent?: boolean;
}) {
  const { lang } = useTranslation();
  const loaded = useNations({ meta: { silent: p.silent } }).data;
  const nations = useMemo(() => nationsIn(lang, loaded ?? []), [lang, loaded]);
  return (
    <TextField
      id={p.id}
      select
      label={p.label}
      value={p.value === null ? '' : String(p.value)}
      onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)}
      slotProps={native}
      fullWidth
    >
      <option value="">–</option>
      {nations.map((n) => (
        <option key={n.id} value={String(n.id)}>
          {n.name}
        </option>
      ))}
    </TextField>
  );
}
