import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, emailParts } from './EmailText.tsx';

describe('EmailText', () => {
  it('may wrap only after a dot or before the @, each part kept whole', () => {
    expect(emailParts('anna.maria@studio-rossi.example.com')).toEqual([
      'anna.',
      'maria',
      '@studio-rossi.',
      'example.',
      'com',
    ]);
    const { container } = render(<EmailText email="anna.maria@studio-rossi.example.com" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.textContent).toBe('anna.maria@studio-rossi.example.com');
    expect(root.querySelectorAll('wbr')).toHaveLength(4);
    expect([...root.querySelectorAll('span')].map((s) => s.textContent)).toEqual(
      emailParts('anna.maria@studio-rossi.example.com'),
    );
  });
});
