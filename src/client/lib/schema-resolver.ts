import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Options<TForm extends FieldValues> = {
  /** Turns the form's values into what the schema reads (a blank optional field left out, say). */
  prepare?: (values: TForm) => unknown;
  /** Replaces messages the shared schema words for the server where the screen words them otherwise. */
  adjustErrors?: (values: TForm, errors: FieldErrors<TForm>) => FieldErrors<TForm>;
};

/**
 * The server's own request schema as a react-hook-form resolver (docs/decisions/0002-fastify-zod-drizzle.md). Form fields may
 * hold what the inputs hold (a Select's null) rather than the schema's input type.
 */
export function schemaResolver<TForm extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  { prepare, adjustErrors }: Options<TForm> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema) as unknown as Resolver<TForm, unknown, z.output<TSchema>>;
  return async (values, context, options) => {
    const result = await resolve((prepare ? prepare(values) : values) as TForm, context, options);
    if (!adjustErrors || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: adjustErrors(values, result.errors) };
  };
}
