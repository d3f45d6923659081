// The board's status from the address and the moves it offers for each order.
import { describe, expect, it } from 'vitest';
import { filterOf, movesOf } from './boardFilter.ts';

describe('the status shown', () => {
  it('is the address’s when it names one, else open', () => {
    expect(filterOf(new URLSearchParams('status=paid'))).toBe('paid');
    expect(filterOf(new URLSearchParams('status=cancelled&page=2'))).toBe('cancelled');
    expect(filterOf(new URLSearchParams(''))).toBe('open');
    expect(filterOf(new URLSearchParams('status=lost'))).toBe('open');
    expect(filterOf(new URLSearchParams('status=__proto__'))).toBe('open');
  });
});

describe('the moves of an order', () => {
  it('follow ORDER_TRANSITIONS', () => {
    expect(movesOf({ status: 'placed', shippingType: 'C' })).toEqual(['paid', 'cancelled']);
    expect(movesOf({ status: 'paid', shippingType: 'C' })).toEqual([
      'ready',
      'shipped',
      'collected',
      'cancelled',
    ]);
    expect(movesOf({ status: 'shipped', shippingType: 'H' })).toEqual(['collected']);
    for (const status of ['pending', 'collected', 'cancelled'] as const) {
      expect(movesOf({ status, shippingType: 'C' })).toEqual([]);
    }
  });

  it('never ship an order picked up in store', () => {
    expect(movesOf({ status: 'paid', shippingType: 'S' })).toEqual([
      'ready',
      'collected',
      'cancelled',
    ]);
    expect(movesOf({ status: 'ready', shippingType: 'S' })).toEqual(['collected', 'cancelled']);
  });
});
