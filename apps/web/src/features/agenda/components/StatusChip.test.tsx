// The agenda's chip tells a declined request from a cancelled booking (issue 26).
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { agendaStatusOf, StatusChip } from './StatusChip.tsx';

beforeEach(async () => {
  await setLanguage('it');
});

it('reads how an N booking ended, and N alone when not recorded', () => {
  expect(agendaStatusOf({ confirmed: 'N', ended: 'declined' })).toBe('declined');
  expect(agendaStatusOf({ confirmed: 'N', ended: 'cancelled' })).toBe('cancelled');
  expect(agendaStatusOf({ confirmed: 'N', ended: null })).toBe('N');
  expect(agendaStatusOf({ confirmed: 'I' })).toBe('I');
  render(
    <>
      <StatusChip status="declined" />
      <StatusChip status="cancelled" />
      <StatusChip status="N" />
    </>,
  );
  expect(screen.getByText('Rifiutata')).toBeTruthy();
  expect(screen.getByText('Annullata')).toBeTruthy();
  expect(screen.getByText('Rifiutata o annullata')).toBeTruthy();
});
