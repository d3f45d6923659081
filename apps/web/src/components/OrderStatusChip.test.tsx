// Every status's word reads on its colour at 4.5:1 or more, and no two statuses share a colour;
// each side words an order's status for its reader (issue 22).
import {
  contrastRatio,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentType,
  type ShippingType,
  TEXT_CONTRAST,
} from '@tessera/domain';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasText, setLanguage } from '../lib/i18n.ts';
import {
  ORDER_STATUS_COLORS,
  OrderStatusChip,
  orderStatusKey,
  type StatusOf,
  type StatusReader,
} from './OrderStatusChip.tsx';

it('each order status has a text colour that reads on its own colour', () => {
  for (const status of ORDER_STATUSES) {
    const { background, color } = ORDER_STATUS_COLORS[status];
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  const backgrounds = ORDER_STATUSES.map((s) => ORDER_STATUS_COLORS[s].background);
  expect(new Set(backgrounds).size).toBe(ORDER_STATUSES.length);
});

describe('each side words the status for its reader', () => {
  const of = (
    status: OrderStatus,
    paymentType: PaymentType = 'S',
    shippingType: ShippingType = 'C',
  ) => ({ status, paymentType, shippingType });
  const word = (o: StatusOf, reader: StatusReader) => {
    const { unmount } = render(<OrderStatusChip order={o} reader={reader} />);
    const text = document.querySelector('[data-status]')?.textContent;
    unmount();
    return text;
  };

  beforeEach(async () => {
    await setLanguage('it');
  });

  it('a placed bank-transfer order awaits the transfer for the customer; staff read "Da pagare"', () => {
    expect(word(of('placed', 'BT'), 'customer')).toBe('In attesa del bonifico');
    expect(word(of('placed', 'BT'), 'staff')).toBe('Da pagare');
    expect(word(of('placed', 'ST', 'S'), 'customer')).toBe('Da pagare al ritiro');
    expect(word(of('placed', 'ST', 'H'), 'customer')).toBe('Da pagare alla consegna');
  });

  it('courier and home orders are delivered, pick-up ones collected, on both sides', () => {
    for (const shipping of ['C', 'H'] as const) {
      expect(word(of('collected', 'S', shipping), 'customer')).toBe('Consegnato');
      expect(word(of('collected', 'S', shipping), 'staff')).toBe('Consegnato');
    }
    expect(word(of('collected', 'ST', 'S'), 'customer')).toBe('Ritirato');
    expect(word(of('collected', 'ST', 'S'), 'staff')).toBe('Ritirato');
  });

  it('in English, and a status as its caller words it', async () => {
    await setLanguage('gb');
    expect(word(of('placed', 'BT'), 'customer')).toBe('Awaiting bank transfer');
    expect(word(of('collected', 'S', 'H'), 'customer')).toBe('Delivered');
    expect(word(of('collected', 'ST', 'S'), 'staff')).toBe('Collected');
    render(<OrderStatusChip status="paid" label="Paid already" />);
    expect(
      screen.getByText('Paid already').closest('[data-status]')?.getAttribute('data-status'),
    ).toBe('paid');
  });

  it('every status has a word for each reader in every language', async () => {
    for (const lang of ['it', 'es', 'fr', 'de', 'gb'] as const) {
      await setLanguage(lang);
      for (const status of ORDER_STATUSES)
        for (const pay of ['S', 'P', 'BT', 'ST'] as const)
          for (const ship of ['S', 'C', 'H'] as const)
            for (const reader of ['customer', 'staff'] as const) {
              const key = orderStatusKey(of(status, pay, ship), reader);
              expect(hasText(key), key).toBe(true);
            }
    }
  });
});
