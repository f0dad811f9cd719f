/**
 * One API address, written once for both sides (docs/decisions/0011-one-name-per-area.md): the
 * server registers `pattern` ('/api/workers/:id'), the client calls `build({ id: 7 })`
 * ('/api/workers/7'). Each area's file in src/shared/api exports its table of them.
 */

/** The names of a pattern's `:name` segments. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Pattern extends string> = Record<ParamNames<Pattern>, string | number>;

export type ApiPath<Pattern extends string> = {
  /** The route as Fastify registers it. */
  readonly pattern: Pattern;
  /** The address with every `:name` replaced by its value, URL-encoded. */
  readonly build: [ParamNames<Pattern>] extends [never] ? () => string : (params: PathParams<Pattern>) => string;
};

export function apiPath<const Pattern extends `/api/${string}`>(pattern: Pattern): ApiPath<Pattern> {
  const build = (params: Record<string, string | number> = {}) =>
    pattern.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(String(params[name])));
  return { pattern, build };
}
