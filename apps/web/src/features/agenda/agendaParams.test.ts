// The agenda's days: a week runs Monday to Sunday (across a month's or year's end), and a date
// the address gets wrong is today.
import { contrastRatio, TEXT_CONTRAST } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { agendaParamsOf, daysOf } from './agendaParams.ts';
import { STATUS_COLORS } from './components/StatusChip.tsx';

describe('the agenda days', () => {
  it('is the day itself, or its week from Monday to Sunday', () => {
    expect(daysOf('2026-11-24', 'day')).toEqual(['2026-11-24']);
    expect(daysOf('2026-11-29', 'week')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(daysOf('2027-01-01', 'week')[0]).toBe('2026-12-28');
    expect(daysOf('2027-01-01', 'week')[6]).toBe('2027-01-03');
  });

  it('reads the date and view from the address, today and the day view otherwise', () => {
    const of = (qs: string) => agendaParamsOf(new URLSearchParams(qs), '2026-11-24');
    expect(of('date=2026-12-01&view=week')).toEqual({ date: '2026-12-01', view: 'week' });
    expect(of('')).toEqual({ date: '2026-11-24', view: 'day' });
    expect(of('date=2026-02-30&view=month')).toEqual({ date: '2026-11-24', view: 'day' });
    expect(of('date=yesterday')).toEqual({ date: '2026-11-24', view: 'day' });
  });
});

it('writes each status label at 4.5:1 or more on its colour', () => {
  for (const { background, color } of Object.values(STATUS_COLORS)) {
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
});
