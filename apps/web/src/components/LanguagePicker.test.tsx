import { LANGUAGE_CODES } from '@tessera/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

/** Regional indicator letters: the makings of a flag emoji. */
const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]/u;

beforeEach(() => setLanguage('it'));

describe('language picker', () => {
  it("shows the current language's SVG flag beside the select, and no flag emoji", () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <LanguagePicker current="it" languages={LANGUAGE_CODES} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Lingua' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Italiano',
      'Español',
      'Français',
      'Deutsch',
      'English',
    ]);
    expect(container.textContent).not.toMatch(FLAG_EMOJI);
    const flag = () => container.querySelector('img') as HTMLImageElement;
    expect(flag().getAttribute('src')).toMatch(/flags\/4x3\/it\.svg/);
    // Decorative: the select names the language.
    expect(flag().getAttribute('alt')).toBe('');
    fireEvent.change(select, { target: { value: 'gb' } });
    expect(onChange).toHaveBeenCalledWith('gb');
    rerender(
      <LanguagePicker current="gb" languages={LANGUAGE_CODES} onChange={onChange} compact />,
    );
    expect(flag().getAttribute('src')).toMatch(/flags\/4x3\/gb\.svg/);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'IT',
      'ES',
      'FR',
      'DE',
      'EN',
    ]);
  });
});
