// The day grid greys, in each operator's column, the time that operator does not work (the
// agenda's open ranges: hours, lunch, own hours, closures), and outside the opening hours when
// no ranges are told. A guest's block says so.
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { agendaBooking } from '../../../testing/fixtures/booking.ts';
import { DayGrid, offOf } from './DayGrid.tsx';

beforeEach(async () => {
  await setLanguage('it');
});

const h = (s: string, e: string) => ({ startTime: s, endTime: e });
const offs = (name: string) =>
  within(screen.getByRole('group', { name }))
    .queryAllByTestId('agenda-off')
    .map((el) => `${el.getAttribute('data-from')}–${el.getAttribute('data-to')}`);

/** The grid of Wednesday 25 November 2026, 09:00–19:00 by 15, with `props` over it. */
const grid = (props: Partial<Parameters<typeof DayGrid>[0]>) =>
  render(
    <DayGrid
      date="2026-11-25"
      today="2026-11-24"
      now="08:00"
      bookings={[]}
      columns={[]}
      startTime="09:00"
      endTime="19:00"
      step={15}
      label="mercoledì 25 novembre 2026"
      onOpen={() => {}}
      onSlot={() => {}}
      {...props}
    />,
  );

describe('the off-hours', () => {
  it('grey per column what each operator does not work, and the closed hours otherwise', () => {
    grid({
      columns: [
        { id: 11, name: 'Anna', open: [h('09:00', '13:00'), h('14:00', '19:00')] },
        { id: 12, name: 'Luca', open: [h('14:00', '17:30')] },
        { id: 13, name: 'Sara', open: [] },
        { id: null, name: 'Senza operatore' },
      ],
    });
    expect(offs('Anna')).toEqual(['13:00–14:00']);
    expect(offs('Luca')).toEqual(['09:00–14:00', '17:30–19:00']);
    expect(offs('Sara')).toEqual(['09:00–19:00']);
    expect(offs('Senza operatore')).toEqual([]);
    expect(screen.getAllByTitle('Non lavora')).toHaveLength(4);
  });

  it('are the minutes shown outside the ranges, whole hours around them', () => {
    expect(offOf([h('09:30', '12:00'), h('08:00', '09:00')], 540, 1140, 480, 1200)).toEqual([
      [540, 570],
      [720, 1200],
    ]);
    expect(offOf(undefined, 540, 1140, 480, 1200)).toEqual([
      [480, 540],
      [1140, 1200],
    ]);
  });
});

describe('a guest (walk-in or phone booking)', () => {
  it('is named with "ospite" on the block; a member is not', () => {
    const guest = agendaBooking({
      id: 1,
      date: '2026-11-25',
      startTime: '10:00',
      endTime: '10:30',
      bookingOperator: { id: 11, name: 'Anna', surname: null },
      customer: {
        id: 5,
        name: 'Mario',
        surname: 'Rossi',
        email: '',
        phone: '+393331234567',
        guest: true,
      },
    });
    const member = agendaBooking({
      id: 2,
      date: '2026-11-25',
      startTime: '11:00',
      endTime: '11:30',
      bookingOperator: { id: 11, name: 'Anna', surname: null },
    });
    grid({ bookings: [guest, member], columns: [{ id: 11, name: 'Anna' }] });
    const blocks = screen.getAllByTestId('agenda-block').map((b) => b.textContent);
    expect(blocks[0]).toContain('10:00–10:30 Mario Rossi · ospite');
    expect(blocks[1]).toContain('11:00–11:30 Chiara Rossi');
    expect(blocks[1]).not.toContain('ospite');
  });
});
