// The shop settings for the activity's admins (issue 25, the console): read and save at once.
import { shopSettingsBody, shopSettingsView } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParams, ok } from '../../../platform/envelope.ts';
import { adminTenancy } from '../../../platform/tenancy.ts';
import { type Online, saveShopSettings, shopSettingsOf } from './shop-settings.ts';

const tags = ['shop settings'];
const inActivity = idParams('activityId');

export async function shopSettingsRoutes(app: FastifyInstance, online: Online) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/activities/:activityId/shop-settings',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          "The shop's settings: the minimum order (shopTotalMinPrice, euros), the minutes between pick-up times, the three shippings (S store, C courier, H home; priceMin, offerPrice and standardPrice in euros: offerPrice above priceMin, else standardPrice), the four payments (P PayPal, S card, BT bank transfer, ST in store) with what blocks each (noKeys: this server has no provider keys; noBankDetails: no payee or valid IBAN), the bank details and the pick-up windows per ISO weekday.",
        params: inActivity,
        response: { 200: envelope(shopSettingsView) },
      },
    },
    async (req) => ok(await shopSettingsOf(ctx.db, req.params.activityId, online)),
  );

  r.put(
    '/api/activities/:activityId/shop-settings',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: {
          body: {
            shopTotalMinPrice: 15,
            preparationMinutes: 15,
            shippings: [
              {
                type: 'S',
                active: true,
                priceMin: 0,
                offerPrice: 0,
                standardPrice: 0,
                shippingDaysFrom: 0,
                shippingDaysTo: 0,
              },
            ],
            payments: [{ type: 'ST', active: true }],
            bank: null,
            closeTimes: [{ day: 1, startTime: '09:00', endTime: '12:30' }],
          },
        },
      },
      schema: {
        tags,
        description:
          'Saves the shop settings at once (money in euros, whole cents from 0 to 100000: 1.005 is refused with 400): shippings and payments by type (a type left out keeps its row), the pick-up windows replaced. Switching on a payment that cannot work is refused with 422 payment_unavailable (an online one without its provider keys on this server, bank transfer without bank details); an invalid IBAN with 400 invalid_iban; overlapping windows of a day with 400.',
        params: inActivity,
        body: shopSettingsBody,
        response: { 200: envelope(shopSettingsView) },
      },
    },
    async (req) => ok(await saveShopSettings(ctx, req.params.activityId, req.body, online)),
  );
}
