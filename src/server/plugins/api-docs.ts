import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { errorAnswer } from '../../shared/api/common.ts';
import {
  accessDescriptionOf,
  errorAnswersOf,
  operationIdOf,
  summaryOf,
  type RouteFacts,
} from '../lib/api-operations.ts';
import { assertAccess } from './access.ts';

/**
 * OpenAPI 3.1, whose schemas are JSON Schema 2020-12: the zod transform then writes a nullable
 * field as a union with null. 3.0's `nullable: true` needs a sibling `type`, which a union lacks.
 */
const OPENAPI_VERSION = '3.1.0';
/** The security scheme that stands for the session cookie. */
const SESSION_SCHEME = 'sessionCookie';
/** Every error answer has the one shape, described once. */
const ERROR_SCHEMA = 'ErrorAnswer';
const ERROR_SCHEMA_REF = `#/components/schemas/${ERROR_SCHEMA}`;
// A plain JSON Schema object: zod's type for it and the OpenAPI types spell `type` differently.
const errorSchema: object = z.toJSONSchema(errorAnswer, { target: 'draft-2020-12', io: 'output' });

function factsOf(route: RouteOptions, schema: FastifySchema | undefined): RouteFacts | null {
  const access = route.config?.access;
  if (!access) return null;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  return {
    method: String(method),
    url: route.url,
    access,
    allowDuringPasswordChange: !!route.config?.allowDuringPasswordChange,
    allowDuringMfa: route.config?.allowDuringMfa ?? [],
    asksFreshSignIn: !!route.config?.asksFreshSignIn,
    validatesInput: !!(schema?.body || schema?.querystring || schema?.params),
    rateLimited: !!(route.config as { rateLimit?: unknown } | undefined)?.rateLimit,
  };
}

/**
 * Describes every /api route from what it declares (method, URL, access, zod schemas): an
 * operationId and a summary, its access as security, its error answers in the shared error shape.
 * Anything outside /api (the client's catch-all) is left out: it is not part of the API.
 */
const describeRoute: SwaggerTransform = (document) => {
  const facts = factsOf(document.route, document.schema);
  if (!document.url.startsWith('/api') || !facts) return { schema: { hide: true }, url: document.url };
  const { schema, url } = jsonSchemaTransform(document);
  if (schema.hide) return { schema, url };
  const declared = schema.response as Record<string, unknown> | undefined;
  const errors = Object.fromEntries(
    errorAnswersOf(facts).map(({ status, description }) => [status, { $ref: ERROR_SCHEMA_REF, description }]),
  );
  // A route that declares no answer (a file download) still answers 200; say so without a body schema.
  const success = declared ?? { 200: { type: 'null', description: 'Default Response' } };
  return {
    url,
    schema: {
      ...schema,
      response: { ...errors, ...success },
      operationId: operationIdOf(facts.method, facts.url),
      summary: summaryOf(facts.method, facts.url, facts.access),
      description: accessDescriptionOf(facts),
      ...(facts.access === 'public' ? { security: [] } : {}),
    },
  };
};

/**
 * GET /api/docs (the UI) and /api/docs/json (the OpenAPI description), for signed-in
 * administrators only (issue 7): the API's map is not for anyone who can reach the server.
 */
export async function registerApiDocs(app: FastifyInstance, sessionCookieName: string) {
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: { title: 'Worker CRM API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        schemas: { [ERROR_SCHEMA]: errorSchema },
        securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
      },
      security: [{ [SESSION_SCHEME]: [] }],
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: {
      onRequest: (request, _reply, done) => {
        try {
          assertAccess(request, { access: 'admin' });
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    },
  });
}
