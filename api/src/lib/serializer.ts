// How answers are written. `checked` (development and tests): fastify-type-provider-zod's
// serializer, which checks every answer against its zod schema (shared-domain/responses) before
// JSON.stringify, so a route that answers another shape than the screens were written for fails
// (test/contract.test.ts). `compiled` (production): fast-json-stringify, Fastify's own compiled
// serializer, from the JSON schema of the same zod schema: no check at run time, and measured
// faster (a page of 10 students: 672 µs with zod, 180 µs compiled, on the loaded 2-core machine;
// pnpm bench:api --serializer checked|compiled compares whole requests). A schema
// fast-json-stringify cannot compile keeps the checked serializer.
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type SerializerKind = 'checked' | 'compiled';

type SerializerCompiler = typeof checkedSerializer;

/** The JSON schema of a zod response schema, as fast-json-stringify reads it. */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}

export function serializerFor(kind: SerializerKind): SerializerCompiler {
  if (kind === 'checked') return checkedSerializer;
  return (route) => {
    const { schema } = route;
    if (!(schema instanceof z.ZodType)) return checkedSerializer(route);
    try {
      return fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
    } catch {
      return checkedSerializer(route);
    }
  };
}
