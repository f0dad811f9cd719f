import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import {
  feedbackPaths,
  contactBody,
  feedbackBody,
  feedbackItem,
  feedbackListQuery,
  feedbackPage,
  updateFeedbackBody,
} from '../../../shared/api/feedback.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as feedback from './feedback.service.ts';
import { publicFormLimit } from '../../lib/rate-limits.ts';

/** Feedback (docs/domain.md): any signed-in user submits; Feedback Management needs admin. */
export function feedbackRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      feedbackPaths.list.pattern,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['feedback'], body: feedbackBody, response: { 201: feedbackItem } },
      },
      async (request, reply) => {
        const created = await feedback.submitFeedback(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );

    app.get(
      feedbackPaths.list.pattern,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['feedback'],
          querystring: feedbackListQuery,
          response: { 200: z.union([z.array(feedbackItem), feedbackPage]) },
        },
      },
      async (request) => feedback.listFeedback(ctx, request.query),
    );

    app.patch(
      feedbackPaths.one.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['feedback'], params: idParam, body: updateFeedbackBody, response: { 200: feedbackItem } },
      },
      async (request) =>
        feedback.updateFeedback(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );

    app.delete(
      feedbackPaths.one.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['feedback'], params: idParam, response: { 200: messageAnswer } },
      },
      async (request) => {
        await feedback.deleteFeedback(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: 'Feedback deleted' };
      },
    );

    app.post(
      feedbackPaths.contact.pattern,
      {
        config: { access: 'public', rateLimit: publicFormLimit },
        schema: { tags: ['feedback'], body: contactBody, response: { 201: messageAnswer } },
      },
      async (request, reply) => {
        await feedback.submitContactMessage(ctx, request.body, requestMeta(request));
        return reply.status(201).send({ message: 'Thank you for your message. We will get back to you soon.' });
      },
    );
    done();
  };
}
