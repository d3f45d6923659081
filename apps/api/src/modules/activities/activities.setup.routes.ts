// The activity's set-up for its admins (issue 25, console item 1): read and save at once. Named
// `settings` beside the shop's (`shop-settings`) and booking's (`booking-settings`): the
// activity's own.
import {
  type ActivitySetupInput,
  activitySetupFields,
  activitySetupView,
  TEXT_CONTRAST,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponse, idParams, ok } from '../../platform/envelope.ts';
import { adminTenancy } from '../../platform/tenancy.ts';
import { afterCommit } from '../../platform/unit-of-work.ts';
import { saveSetup, setupOf } from './activities.setup.ts';

const tags = ['activity settings'];
const inActivity = idParams('activityId');

const EXAMPLE = {
  name: 'Gelateria Nuvola',
  color: '0D47A1',
  colorText: 'FFFFFF',
  logoFileName: null,
  timeZone: 'Europe/Rome',
  templateAppHome: 'I',
  graphicCardType: 'S',
  switches: {
    showShopApp: true,
    showBookingApp: false,
    showCouponApp: true,
    showPack: false,
    showIntroduceFriendApp: true,
    showMenuApp: true,
    showIntroduceFriendPhoneApp: false,
    showInstantWinApp: false,
    showFlowNoticePoint: false,
  },
  menuType: 'V',
  menuTextApp: 'I nostri gusti',
  menuDescriptionBottom: null,
  menuColorBackground: 'FFF8E1',
  menuColorText: '3E2723',
  menuShowIcon: true,
  showCurrency: true,
  menuLinkWhatApp: 'https://wa.me/390511234567',
  menuTextWhatApp: 'Ordina su WhatsApp',
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: true,
  multiLanguage: true,
  replyTo: 'info@gelaterianuvola.example',
  translations: [{ languageCode: 'gb', menuTextApp: 'Our flavours', menuDescriptionBottom: null }],
} satisfies ActivitySetupInput;

export async function activitySetupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { dataDir } = app.config;

  r.get(
    '/api/activities/:activityId/settings',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          "The activity as its admins set it up: name, colours (RRGGBB), logo, time zone, home template (S notices, I pictures, V video), card graphics (S standard, B barcode), the menu switches, and the configuration the customer app reads (menu template, texts, colours, WhatsApp link, currency, the shop's text colour and sizes, sign-up fields, multiLanguage) with the menu's texts per language, and replyTo: the address customers' replies to booking and order e-mails reach (the booking calendar entry's ORGANIZER), or null.",
        params: inActivity,
        response: { 200: envelope(activitySetupView) },
      },
    },
    async (req) => ok(await setupOf(ctx.db, req.params.activityId)),
  );

  r.put(
    '/api/activities/:activityId/settings',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: EXAMPLE } },
      schema: {
        tags,
        description: `Saves the whole set-up at once; customers see it on their next request. Colours are RRGGBB (saved upper case); blank texts are saved as null; the WhatsApp link is a phone number or an https link to wa.me or whatsapp.com; replyTo is an e-mail address (saved lower case) or blank/null for none; translations name each language once. Every text must read on its colour at ${TEXT_CONTRAST}:1 (WCAG AA): colorText on color, menuColorText on menuColorBackground (an unset one: the page's background, the app's text), shopTextColor on the page's background; else 400 low_contrast. logoFileName: a name the pictures upload answered for this activity with kind logo, the saved one as it is, or null; else 400 unknown_picture.`,
        params: inActivity,
        body: activitySetupFields,
        response: {
          200: envelope(activitySetupView),
          400: errorResponse.describe(
            'invalid_input: a field fails its contract; low_contrast: a text does not read on its colour; unknown_picture: the logo is no picture uploaded for this activity',
          ),
        },
      },
    },
    async (req) => {
      const { activityId } = req.params;
      const { setup, changed } = await saveSetup(ctx.db, dataDir, activityId, req.body);
      // Who changed what, and when: a log line once the save is committed.
      if (changed.length) {
        app.activityChanged(activityId);
        afterCommit(() =>
          req.log.info({ activityId, by: req.user.id, changed }, 'activity set up'),
        );
      }
      return ok(setup);
    },
  );
}
