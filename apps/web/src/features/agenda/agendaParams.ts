// The agenda's day and view in the address (`?date=2026-11-24&view=week`), so a reload or a
// shared link shows the same days; today and the day view are left out of it. Moving replaces
// the entry, as paging does: Back leaves the agenda instead of walking through its days.
import { addDays, ISO_DATE, isoWeekday, type LanguageCode } from '@tessera/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { localeOf } from '../../lib/language.ts';

/** A day, its week, or the inbox of requests waiting (of every date). */
export type AgendaView = 'day' | 'week' | 'requests';

/** The days a view shows around a date: the day itself, or its week from Monday to Sunday. */
export function daysOf(date: string, view: AgendaView): string[] {
  if (view !== 'week') return [date];
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The date and view the address asks for; a malformed date is today. */
export function agendaParamsOf(params: URLSearchParams, today: string) {
  const asked = params.get('date') ?? '';
  const date = ISO_DATE.test(asked) && addDays(asked, 0) === asked ? asked : today;
  const shown = params.get('view');
  const view: AgendaView = shown === 'week' || shown === 'requests' ? shown : 'day';
  return { date, view };
}

export function useAgendaParams(today: string) {
  const [params, setParams] = useSearchParams();
  const { date, view } = agendaParamsOf(params, today);
  const move = useCallback(
    (next: { date?: string; view?: AgendaView }) =>
      setParams(
        (current) => {
          const was = agendaParamsOf(current, today);
          const out = new URLSearchParams(current);
          const d = next.date ?? was.date;
          const v = next.view ?? was.view;
          if (d === today) out.delete('date');
          else out.set('date', d);
          if (v === 'day') out.delete('view');
          else out.set('view', v);
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, today],
  );
  return { date, view, days: daysOf(date, view), move };
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "martedì 24 novembre 2026". */
export const dayTitle = (date: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(date));

/** "23–29 novembre 2026". */
export const weekTitle = (from: string, to: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(noon(from), noon(to));

/** A request's day in the inbox: "mar 24 nov 2026". */
export const shortDate = (date: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(date));

/** A week column's head: "lun 23". */
export const shortDay = (date: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noon(date));
