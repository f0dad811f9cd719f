import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../../../lib/schema-resolver.ts';

/**
 * Checks a form with the server's own request schema (its messages under the fields), but hands
 * the form's values, not the schema's cleaned output, to the submit handler: the agency schemas
 * turn a body into stored values (fee in pence), while the request must carry the API's fields.
 */
export function rawValuesResolver<TForm extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  prepare?: (values: TForm) => unknown,
): Resolver<TForm, unknown, TForm> {
  const resolve = schemaResolver<TForm, TSchema>(schema, prepare ? { prepare } : {});
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} };
  };
}
