import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { searchAnswer, searchPaths, searchQuery } from '../../../shared/api/search.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import * as searchService from './search.service.ts';

/**
 * GET /api/search (docs/domain.md, "Search and the command palette"): every signed-in user may
 * search; what each finds is decided by the service, from the permissions and agency scope the
 * lists use.
 */
export function searchRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      searchPaths.search.pattern,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['search'],
          description:
            'Workers, agencies, tickets, payroll companies and screens matching q, best first: a whole key, then the start of one, then similar text.',
          querystring: searchQuery,
          response: { 200: searchAnswer },
        },
      },
      async (request) => searchService.search(ctx, requireUser(request), request.query),
    );
    done();
  };
}
