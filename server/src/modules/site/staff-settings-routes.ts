import {
  StaffIdParamsSchema,
  StaffSettingsRevertBodySchema,
  StaffSettingsVersionListSchema,
  StaffSettingsVersionParamsSchema,
  StaffSiteListSchema,
  StaffSiteSettingsChangeSchema,
  StaffSiteSettingsSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../staff/index.js';
import {
  SITE_SETTINGS_CHANGED,
  changeSiteSettings,
  listSettingsVersions,
  listSites,
  readSiteSettings,
  revertSiteSettings,
} from './site-settings-admin.js';

const admin = { staff: ['admin'] } as const;

/**
 * A site's settings in the staff console (docs/api/staff.md, ADR 0069): read, change with a
 * reason, the versions, revert one. Admin only: prices and sign-up rules are the business's.
 * After a change this instance drops its cached sites at once and every other instance on the
 * notice (Redis pub/sub when REDIS_URL is set), so the next settings call anywhere has the change.
 */
export async function staffSiteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();
  app.realtime.onNotice(SITE_SETTINGS_CHANGED, () => app.ctx.sites.clear());
  const changed = async <T>(result: T): Promise<T> => {
    app.ctx.sites.clear();
    await app.realtime.announce(SITE_SETTINGS_CHANGED);
    return result;
  };

  routes.get(
    '/api/staff/sites',
    { schema: { response: { 200: StaffSiteListSchema } }, config: admin },
    async () => listSites(db),
  );

  routes.get(
    '/api/staff/sites/:id/settings',
    { schema: { params: StaffIdParamsSchema, response: { 200: StaffSiteSettingsSchema } }, config: admin },
    async (request) => readSiteSettings(db, request.params.id),
  );

  routes.put(
    '/api/staff/sites/:id/settings',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: StaffSiteSettingsChangeSchema,
        response: { 200: StaffSiteSettingsSchema },
      },
      config: admin,
    },
    async (request) =>
      changed(
        await changeSiteSettings(
          db,
          actorOf(request),
          request.params.id,
          request.body.changes,
          request.body.reason,
          now(),
        ),
      ),
  );

  routes.get(
    '/api/staff/sites/:id/settings/versions',
    {
      schema: { params: StaffIdParamsSchema, response: { 200: StaffSettingsVersionListSchema } },
      config: admin,
    },
    async (request) => listSettingsVersions(db, request.params.id),
  );

  routes.post(
    '/api/staff/sites/:id/settings/versions/:version/revert',
    {
      schema: {
        params: StaffSettingsVersionParamsSchema,
        body: StaffSettingsRevertBodySchema,
        response: { 200: StaffSiteSettingsSchema },
      },
      config: admin,
    },
    async (request) =>
      changed(
        await revertSiteSettings(
          db,
          actorOf(request),
          request.params.id,
          request.params.version,
          request.body.reason,
          now(),
        ),
      ),
  );
}
