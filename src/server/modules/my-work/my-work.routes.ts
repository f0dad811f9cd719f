import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { myWorkAnswer, myWorkPage, myWorkPaths, myWorkQuery } from '../../../shared/api/my-work.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import * as myWork from './my-work.service.ts';

/** My Work (docs/domain.md, "My work"): every signed-in user's; each kind is shown to the roles that handle it. */
export function myWorkRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      myWorkPaths.mine.pattern,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['my-work'], querystring: myWorkQuery, response: { 200: z.union([myWorkAnswer, myWorkPage]) } },
      },
      async (request) => {
        const user = requireUser(request);
        const { kind, page, pageSize } = request.query;
        return kind ? myWork.getMyWorkPage(ctx, user, { kind, page, pageSize }) : myWork.getMyWork(ctx, user);
      },
    );
    done();
  };
}
