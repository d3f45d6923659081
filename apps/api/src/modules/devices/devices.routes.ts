import { device, deviceParams, email, id } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  envelope,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import type { Loaded } from '../../platform/tenancy.ts';
import {
  deleteDevice,
  devicesOf,
  ownDevice,
  saveDevice,
  saveDeviceForUsername,
  setDeviceActive,
} from './devices.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own device. */
    device: Loaded<typeof ownDevice>;
  }
}

const tags = ['devices'];
/** A client-made device id: 8 to 200 id characters, at least one letter. */
const deviceIdParam = z.string().regex(/^(?=.*[A-Za-z])[\w.:-]{8,200}$/);
const byId = idParams('id');

export async function devicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.registerOwned('device', ({ db, user, id }) => ownDevice(db, user.id, id));

  r.post(
    '/api/app/userregistrationcode/save/:deviceId',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own device" },
        owns: { deviceId: 'client' },
        example: { body: { deviceName: 'Phone', deviceType: 'android' } },
      },
      schema: {
        tags,
        params: z.object({ deviceId: deviceIdParam }),
        body: deviceParams,
        response: { 200: envelope(device) },
      },
    },
    async (req) => ok(await saveDevice(app.db, req.user.id, req.params.deviceId, req.body)),
  );

  r.post(
    '/app/userregistrationcode/save/:username/:deviceId',
    {
      config: {
        tenancy: { from: 'none', reason: 'open: a device seen before login, recorded inactive' },
        example: { body: { deviceName: 'Phone', deviceType: 'android' } },
        limits: {
          perClient: { max: app.config.rateLimitLoginMax },
          perAccount: { max: app.config.rateLimitLoginMax },
          account: (req) => (req.params as { username: string }).username,
        },
      },
      schema: {
        tags,
        params: z.object({ username: email, deviceId: deviceIdParam }),
        body: deviceParams,
        response: { 200: envelope(z.object({ saved: z.boolean() })) },
      },
    },
    async (req) =>
      ok(await saveDeviceForUsername(app.db, req.params.username, req.params.deviceId, req.body)),
  );

  r.get(
    '/api/app/userregistrationcodes',
    {
      config: { tenancy: { from: 'none', reason: "the caller's own devices" } },
      schema: { tags, response: { 200: listEnvelope(device) } },
    },
    async (req) => {
      const rows = await devicesOf(app.db, req.user.id);
      return list(rows, rows.length);
    },
  );

  r.put(
    '/api/userregistrationcode/:id',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own device" },
        owns: { id: 'device' },
        example: { body: { active: false } },
      },
      schema: {
        tags,
        params: byId,
        body: z.object({ active: z.boolean(), activityId: id.optional() }).strict(),
        response: { 200: envelope(device) },
      },
    },
    async (req) => ok(await setDeviceActive(app.db, req.user.id, req.params.id, req.body.active)),
  );

  r.delete(
    '/api/userregistrationcode/:id',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own device" },
        owns: { id: 'device' },
      },
      schema: {
        tags,
        params: byId,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok(await deleteDevice(app.db, req.user.id, req.params.id)),
  );
}
