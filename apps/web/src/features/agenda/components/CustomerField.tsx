// The customer a booking is for, searched among the activity's customers as staff type (name,
// surname, e-mail or phone), from the second letter; each option says enough to tell two
// customers of the same name apart. A guest says so; when nobody is found, staff may add the
// caller as a new customer (issue 26, walk-ins).
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { BookingCustomer } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { CUSTOMER_SEARCH_MIN, useBookingCustomers } from '../api/get-booking-customers.ts';

export const customerLabel = (c: BookingCustomer) => `${c.name} ${c.surname}`.trim();

export function CustomerField({
  value,
  onChange,
  error,
  onNewGuest,
}: {
  value: BookingCustomer | null;
  onChange(customer: BookingCustomer | null): void;
  error: boolean;
  /** Nobody found: add what was typed as a new customer. */
  onNewGuest?(text: string): void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const customers = useBookingCustomers(search);
  const found = search.trim().length >= CUSTOMER_SEARCH_MIN ? (customers.data ?? []) : [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  const nobody =
    !value &&
    search.trim().length >= CUSTOMER_SEARCH_MIN &&
    search === input &&
    customers.isSuccess &&
    !customers.isFetching &&
    found.length === 0;

  return (
    <>
      <Autocomplete
        id="agenda-customer"
        options={options}
        value={value}
        loading={customers.isFetching}
        loadingText={t('agenda.new.searching')}
        onChange={(_, customer) => onChange(customer)}
        onInputChange={(_, text, reason) => {
          if (reason === 'input' || !text) setInput(text);
        }}
        filterOptions={(x) => x}
        // What was typed stays when focus leaves for "new customer".
        clearOnBlur={false}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={customerLabel}
        renderOption={({ key, ...props }, c) => (
          <li key={key} {...props}>
            {[customerLabel(c), c.guest && t('agenda.guest.tag'), c.phone, c.email]
              .filter(Boolean)
              .join(' · ')}
          </li>
        )}
        noOptionsText={
          input.trim().length < CUSTOMER_SEARCH_MIN
            ? t('agenda.new.typeMore')
            : t('agenda.new.noCustomers')
        }
        openText={t('picker.open')}
        closeText={t('picker.close')}
        clearText={t('picker.clear')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('agenda.new.customer')}
            helperText={t('agenda.new.customerHint')}
            required
            error={error}
            autoFocus
          />
        )}
      />
      {nobody && onNewGuest && (
        <Button
          variant="outlined"
          onClick={() => onNewGuest(input)}
          sx={{ minHeight: 44, justifySelf: 'start', textTransform: 'none' }}
        >
          {t('agenda.guest.add', { text: input.trim() })}
        </Button>
      )}
    </>
  );
}
