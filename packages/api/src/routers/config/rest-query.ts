import type { Context } from '../../context';

/**
 * A boolean REST query flag of a body request (PUT /surveys/{id}?descriptionSync=true, PATCH
 * /scheme_versions/{id}?sync=true): the REST adapter takes a body request's input from the body
 * only, so the flags the spec sends in the query are read from the request URL here. undefined
 * when absent (and always on tRPC, where the flags travel in the input).
 */
export function restQueryFlag(ctx: Pick<Context, 'transport' | 'res'>, name: string): boolean | undefined {
  if (ctx.transport !== 'rest' || !ctx.res) return undefined;
  const url = ctx.res.req?.url;
  if (!url) return undefined;
  const params = new URL(url, 'http://localhost').searchParams;
  const snake = name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
  const value = params.get(name) ?? params.get(snake);
  if (value === null) return undefined;
  return value === 'true' || value === '1';
}
