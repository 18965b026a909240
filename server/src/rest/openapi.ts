import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { isSchema, type Schema } from 'yup';
import type { RouteDoc } from './api-routes.js';
import { yupToJsonSchema, type JsonSchema } from './json-schema.js';

/** The error answer of every REST call. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'What went wrong, in the words a user is shown.' } },
  required: ['message'],
  additionalProperties: false,
};

/** Each error status the shim answers, under a name in `components.responses`. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is malformed or breaks a rule; the message names it.',
  },
  401: { name: 'Unauthenticated', description: 'No admin session (sign in with POST /api/admin/login).' },
  403: { name: 'Forbidden', description: 'Not allowed.' },
  404: { name: 'NotFound', description: 'No such resource.' },
  409: { name: 'Conflict', description: 'The change conflicts with the current state.' },
  410: { name: 'Gone', description: 'It existed but is over for good; the message says what happens now.' },
  413: { name: 'PayloadTooLarge', description: 'The upload or body is too large.' },
  422: { name: 'Unprocessable', description: 'The request cannot be processed as sent.' },
  429: {
    name: 'TooManyRequests',
    description: 'A rate or guessing limit was reached; `Retry-After` says when to try again.',
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database (or the image store) cannot be reached; `Retry-After` says when to retry.',
  },
};

const WRITES = new Set(['post', 'patch', 'put', 'delete']);

/** `/guest-bookings/:id` as OpenAPI writes it: `/guest-bookings/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
const pathParams = (expressPath: string) => [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1]);

function scalarSchema(type: GraphQLScalarType): JsonSchema {
  switch (type.name) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    default:
      return { type: 'string', ...(type.description ? { description: type.description } : {}) };
  }
}

/** A GraphQL input type as JSON Schema: what the service behind a route takes when it takes that type. */
export function graphqlInputSchema(type: GraphQLInputType): JsonSchema {
  const nullable = !(type instanceof GraphQLNonNull);
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  let s: JsonSchema;
  if (inner instanceof GraphQLList) s = { type: 'array', items: graphqlInputSchema(inner.ofType) };
  else if (inner instanceof GraphQLEnumType) s = { enum: inner.getValues().map((v) => v.value as unknown) };
  else if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.values(inner.getFields());
    s = {
      type: 'object',
      properties: Object.fromEntries(
        fields.map((f) => [
          f.name,
          { ...graphqlInputSchema(f.type), ...(f.description ? { description: f.description } : {}) },
        ]),
      ),
      additionalProperties: false,
    };
    const required = fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name);
    if (required.length) s.required = required;
    if (inner.description) s.description = inner.description;
  } else s = scalarSchema(getNamedType(inner) as GraphQLScalarType);
  if (!nullable) return s;
  if (s.enum) return { ...s, enum: [...s.enum, null] };
  return typeof s.type === 'string' ? { ...s, type: [s.type, 'null'] } : s;
}

function requestBody(doc: RouteDoc, graphql: GraphQLSchema) {
  const body = doc.body;
  if (!body) return undefined;
  if ('multipart' in body) {
    return {
      required: true,
      ...(body.description ? { description: body.description } : {}),
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: body.multipart, required: body.required },
        },
      },
    };
  }
  let schema: JsonSchema;
  if ('graphql' in body) {
    const type = graphql.getType(body.graphql);
    if (!(type instanceof GraphQLInputObjectType)) throw new Error(`No GraphQL input type ${body.graphql}`);
    schema = graphqlInputSchema(type);
    if (Array.isArray(schema.type)) schema.type = 'object';
  } else {
    schema = isSchema(body.schema) ? yupToJsonSchema(body.schema as Schema) : (body.schema as JsonSchema);
    // A PATCH lays the fields given over the stored ones: none is required on its own.
    if (body.partial) delete schema.required;
    if (body.also) schema.properties = { ...schema.properties, ...body.also };
  }
  return {
    required: true,
    ...(body.description ? { description: body.description } : {}),
    content: { 'application/json': { schema, example: body.example } },
  };
}

function errorResponses(doc: RouteDoc) {
  const out: Record<string, { $ref: string } | { description: string; content: unknown }> = {};
  const add = (status: number, description?: string) => {
    const known = ERROR_RESPONSES[status];
    if (!known) throw new Error(`${doc.method} ${doc.path}: no error response for status ${status}`);
    out[status] = description
      ? {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        }
      : { $ref: `#/components/responses/${known.name}` };
  };
  if (doc.body || doc.query) add(400);
  if (doc.auth !== 'public') add(401);
  const forbidden = [
    doc.auth === 'owner' ? 'The account is not an owner (`Only an owner may do this.`)' : '',
    WRITES.has(doc.method) ? 'A cross-site request carrying the session cookie' : '',
  ].filter(Boolean);
  if (forbidden.length) add(403, `Refused: ${forbidden.join('; ')}.`);
  if (pathParams(doc.path).length) add(404);
  for (const [status, description] of Object.entries(doc.errors ?? {})) add(Number(status), description);
  add(503);
  return out;
}

function operation(doc: RouteDoc, graphql: GraphQLSchema) {
  const { response } = doc;
  const status = response.status ?? 200;
  const content =
    response.schema || response.contentType
      ? {
          [response.contentType ?? 'application/json']: response.schema ? { schema: response.schema } : {},
        }
      : undefined;
  const parameters = [
    ...pathParams(doc.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      example: doc.params?.[name] ?? 1,
    })),
    ...Object.entries(doc.query ?? {}).map(([name, p]) => ({
      name,
      in: 'query',
      required: p.required ?? false,
      description: p.description,
      schema: p.schema,
      ...(p.example === undefined ? {} : { example: p.example }),
    })),
    ...Object.entries(doc.headers ?? {}).map(([name, p]) => ({
      name,
      in: 'header',
      required: p.required ?? false,
      description: p.description,
      schema: p.schema,
      ...(p.example === undefined ? {} : { example: p.example }),
    })),
  ];
  const auth =
    doc.auth === 'owner'
      ? 'Owner accounts only (an admin session with the owner role).'
      : doc.auth === 'admin'
        ? 'Needs an admin session (staff or owner).'
        : doc.auth === 'enrolment'
          ? 'Needs an admin session; also open to one that must still set up two-factor sign-in.'
          : '';
  return {
    operationId: `${doc.method}${openApiPath(doc.path)
      .replace(/[{}]/g, '')
      .split(/[/.-]/)
      .filter(Boolean)
      .map((part) => part[0].toUpperCase() + part.slice(1))
      .join('')}`,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description || auth ? { description: [doc.description, auth].filter(Boolean).join('\n\n') } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body ? { requestBody: requestBody(doc, graphql) } : {}),
    security: doc.auth === 'public' ? [] : [{ adminSession: [] }],
    ...(doc.auth === 'owner' ? { 'x-role': 'owner' } : {}),
    responses: {
      [status]: {
        description: response.description,
        ...(response.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([name, h]) => [
                  name,
                  { description: h.description, schema: h.schema },
                ]),
              ),
            }
          : {}),
        ...(content ? { content } : {}),
      },
      ...errorResponses(doc),
    },
  };
}

export interface OpenApiOptions {
  version: string;
  sessionCookie: string;
  /** Paths served outside the shim (the OCTO API under /octo), written by their module, with their security. */
  extra?: { paths: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown> };
}

/**
 * The OpenAPI 3.1 document of the REST shim, made from the routes as they are registered: their
 * paths, auth, request schemas (the domain's yup schemas, or GraphQL input types) and answers.
 */
export function openApiDocument(docs: RouteDoc[], graphql: GraphQLSchema, options: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const path = `/api${openApiPath(doc.path)}`;
    paths[path] ??= {};
    if (paths[path][doc.method]) throw new Error(`${doc.method} ${path} is declared twice`);
    paths[path][doc.method] = operation(doc, graphql);
  }
  for (const [path, item] of Object.entries(options.extra?.paths ?? {})) {
    if (paths[path]) throw new Error(`${path} is declared twice`);
    paths[path] = item;
  }
  const extraTags = Object.values(options.extra?.paths ?? {}).flatMap((item) =>
    Object.values(item).flatMap((op) => (op as { tags?: string[] }).tags ?? []),
  );
  const tags = [...new Set([...docs.map((d) => d.tag), ...extraTags])];
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'K-Culture Experiences REST API',
      version: options.version,
      description: [
        "The REST shim: the original site's `/api` calls, on the same services as the GraphQL API (`/graphql`).",
        'Errors answer `{ "message": ... }` with the status. Prices are numeric strings and dates',
        '`[year, month, day]`, as in the original site. Admin calls need the session cookie that',
        '`POST /api/admin/login` sets (a browser signed in to /admin sends it). The OCTO API for resellers',
        "(`/octo`, a reseller's API key as Bearer token, OCTO's objects and errors) is described in docs/resellers.md.",
      ].join(' '),
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description:
            'The admin session cookie set by POST /api/admin/login (named with the `__Host-` prefix, and Secure, over HTTPS).',
        },
        ...options.extra?.securitySchemes,
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
