import { SpendingControlsSchema, SpendingControlsUpdateSchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSpendingControls, updateSpendingControls } from './spending-controls.js';

/**
 * `GET`/`POST /api/spending-controls.php`: the member's own caps, cool-off and statement e-mail
 * (docs/api/credits.md). Only the member themself reads or changes them (the session's id).
 */
export async function spendingControlRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/spending-controls.php',
    { schema: { response: { 200: SpendingControlsSchema } }, config: { auth: 'member' } },
    async (request) => readSpendingControls(app.ctx.db, request.member.userId),
  );
  routes.post(
    '/api/spending-controls.php',
    {
      schema: { body: SpendingControlsUpdateSchema, response: { 200: SpendingControlsSchema } },
      config: { auth: 'member' },
    },
    async (request) => updateSpendingControls(app.ctx.db, request.member.userId, request.body),
  );
}
