import { describe, expect, it } from 'vitest';
import { emptyStoreBody, openingHoursInput, STORE_CHECKS, storeBody } from './stores-admin.ts';

const messages = (value: unknown) => {
  const r = openingHoursInput.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the opening hours an admin sets', () => {
  it('takes split days, a range ending when the next starts, 24:00 and closed days', () => {
    expect(
      messages([
        { day: 2, from: '15:00', to: '19:30' },
        { day: 2, from: '09:00', to: '13:00' },
        { day: 3, from: '09:00', to: '13:00' },
        { day: 3, from: '13:00', to: '19:00' },
        { day: 5, from: '19:00', to: '24:00' },
      ]),
    ).toEqual([]);
    expect(messages([])).toEqual([]);
  });

  it('says where a range overlaps, ends before it starts, or is no HH:MM', () => {
    expect(
      messages([
        { day: 2, from: '09:00', to: '13:00' },
        { day: 2, from: '12:00', to: '14:00' },
        { day: 3, from: '10:00', to: '09:00' },
        { day: 4, from: '9:00', to: '12:00' },
      ]),
    ).toEqual([
      `2.to: ${STORE_CHECKS.hoursEndBeforeStart}`,
      `3.from: ${STORE_CHECKS.time}`,
      `1.from: ${STORE_CHECKS.hoursOverlap}`,
    ]);
  });

  it('takes four ranges a day, not five', () => {
    const day = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        day: 1,
        from: `${String(8 + 2 * i).padStart(2, '0')}:00`,
        to: `${String(9 + 2 * i).padStart(2, '0')}:00`,
      }));
    expect(messages(day(4))).toEqual([]);
    expect(messages(day(5))).toEqual([`4.day: ${STORE_CHECKS.hoursPerDay}`]);
  });
});

describe('a store an admin saves', () => {
  it('is never a hidden main store; the empty form is a valid body once named', () => {
    const body = { ...emptyStoreBody(), name: 'Centro' };
    expect(storeBody.safeParse(body).success).toBe(true);
    const hiddenMain = storeBody.safeParse({ ...body, main: true, visible: false });
    expect(hiddenMain.error?.issues.map((i) => i.message)).toEqual([STORE_CHECKS.mainVisible]);
    const phone = storeBody.safeParse({ ...body, phone: '051 12' });
    expect(phone.error?.issues.map((i) => i.message)).toEqual([STORE_CHECKS.phone]);
    expect(storeBody.safeParse({ ...body, phone: '+39 (051) 234-5678' }).success).toBe(true);
  });
});
