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

type JsonSchema = Record<string, unknown>;

const isNullType = (option: unknown) =>
  typeof option === 'object' &&
  option !== null &&
  Object.keys(option).length === 1 &&
  (option as JsonSchema).type === 'null';

/**
 * `anyOf: [schema, {type: 'null'}]` (zod's nullable object or integer) as `schema` with
 * `nullable: true`: fast-json-stringify writes the same JSON for either, but picks an anyOf's
 * branch by validating the value with Ajv on every answer, and a nullable one by `=== null`.
 */
function withNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const json: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) json[key] = withNullables(value);
  const options = json.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(json).length !== 1)
    return json;
  const other = options.find((option) => !isNullType(option)) as JsonSchema | undefined;
  if (!other || !options.some(isNullType)) return json;
  const plain = ['anyOf', 'oneOf', 'allOf', 'if', '$ref', 'nullable'].every(
    (key) => !(key in other),
  );
  return plain && typeof other.type === 'string' ? { ...other, nullable: true } : json;
}

/** The JSON schema of a zod response schema, as fast-json-stringify reads it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return withNullables(json) as JsonSchema;
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
