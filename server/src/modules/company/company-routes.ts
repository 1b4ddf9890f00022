import { INFO_PAGE_TOKEN_PATTERN, InfoPageQuerySchema, type CompanyInfo } from '@amora/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companies, infoPages } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** `GET /api/companyinfo.php` (the site's company) and `GET /api/page.php` (`{token}` pages). */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/companyinfo.php', async (request, reply) => {
    const [row] = await app.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.id, request.site.settings.company_id))
      .limit(1);
    if (!row) throw new AppError(404, 'not_found', 'errors.notFound');
    const company: CompanyInfo = {
      name: row.name,
      address: row.address,
      kvk: row.kvk,
      city: row.city,
      country: row.country,
      tradenames: row.tradenames,
      vat_numbers: row.vatNumbers,
      support_phone: row.supportPhone,
      delete_discount: row.deleteDiscount,
      added: row.added.toISOString(),
    };
    // The client loads it once per visit; a day of caching keeps repeat visits off the API.
    reply.header('Cache-Control', 'public, max-age=3600');
    return { company };
  });

  routes.get('/api/page.php', { schema: { querystring: InfoPageQuerySchema } }, async (request, reply) => {
    const { token } = request.query;
    if (!INFO_PAGE_TOKEN_PATTERN.test(token)) throw new AppError(404, 'not_found', 'errors.notFound');
    // This site's page before the shared one; the caller's language before the site's.
    const rows = await app.ctx.db
      .select()
      .from(infoPages)
      .where(
        and(eq(infoPages.token, token), or(eq(infoPages.siteId, request.site.id), isNull(infoPages.siteId))),
      );
    const rank = (row: (typeof rows)[number]) =>
      (row.siteId === null ? 2 : 0) +
      (row.language === request.locale ? 0 : row.language === request.site.language ? 1 : 4);
    const best = rows.sort((a, b) => rank(a) - rank(b))[0];
    if (!best) throw new AppError(404, 'not_found', 'errors.notFound');
    reply.header('Cache-Control', 'no-cache');
    return { page: { token: best.token, title: best.title, body: best.body } };
  });
}
