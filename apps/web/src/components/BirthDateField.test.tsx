import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BirthDateParts } from '../lib/birthDate.ts';
import { loadAllTexts, setLanguage } from '../lib/i18n.ts';
import { BirthDateField } from './BirthDateField.tsx';

let last: BirthDateParts;
function Picker({ initial }: { initial: BirthDateParts }) {
  const [value, setValue] = useState(initial);
  last = value;
  return <BirthDateField id="test-birth" value={value} onChange={setValue} />;
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(async () => {
  await setLanguage('it');
  await loadAllTexts();
});

describe('birth date field', () => {
  it("offers the month's days, the months by name and the years 2021 to 1900", () => {
    render(<Picker initial={{ day: '', month: '2', year: '2001' }} />);
    expect(screen.getByText('Data di nascita')).toBeTruthy();
    expect(options('Giorno')).toHaveLength(1 + 28);
    expect(options('Mese').slice(0, 3)).toEqual(['–', 'gennaio', 'febbraio']);
    expect(options('Anno').slice(1, 2)).toEqual(['2021']);
    expect(options('Anno').at(-1)).toBe('1900');
  });

  it('clears a day the new month does not have', () => {
    render(<Picker initial={{ day: '31', month: '1', year: '1990' }} />);
    fireEvent.change(screen.getByLabelText('Mese'), { target: { value: '4' } });
    expect(last).toEqual({ day: '', month: '4', year: '1990' });
    fireEvent.change(screen.getByLabelText('Giorno'), { target: { value: '30' } });
    expect(last).toEqual({ day: '30', month: '4', year: '1990' });
  });
});
