import { ApolloServer, type ApolloServerOptions, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type http from 'node:http';
import type { AppContext } from './context.js';
import { AppError } from './common/errors.js';
import { reportError } from './common/error-reporting.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  isDatabaseUnavailable,
  OutageLog,
} from './db/availability.js';
import { catalogResponseCache } from './modules/content-version/catalog-response-cache.js';
import type { Logger } from './common/logger.js';
import { createSchema } from './schema.js';

export const MAX_DEPTH = 10;
export const MAX_COMPLEXITY = 1000;

/** Refuses operations whose estimated cost is above MAX_COMPLEXITY, before any resolver runs. */
function complexityLimit(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > MAX_COMPLEXITY) {
            throw new GraphQLError(`Query is too complex: ${complexity}. The maximum is ${MAX_COMPLEXITY}.`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Runs `afterWrite` once a mutation resolved, before its answer is sent. */
function afterMutations(afterWrite: () => Promise<void>): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation }) {
          if (operation?.operation === 'mutation') await afterWrite();
        },
      };
    },
  };
}

/**
 * An operation that failed because a needed service is away (the database, the image store) answers
 * HTTP 503 with Retry-After, like the REST shim, rather than 200 with errors or 500.
 */
function serviceUnavailableStatus(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          let retryAfter: number | undefined;
          for (const error of errors ?? []) {
            const original = unwrapResolverError(error);
            if (original instanceof AppError && original.code === 'SERVICE_UNAVAILABLE')
              retryAfter = Math.max(retryAfter ?? 0, Number(original.details?.retryAfterSeconds ?? 0));
            else if (isDatabaseUnavailable(original))
              retryAfter = Math.max(retryAfter ?? 0, DATABASE_RETRY_AFTER_SECONDS);
          }
          if (retryAfter === undefined) return;
          response.http.status = 503;
          if (retryAfter > 0) response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}

export interface ApolloOptions {
  /**
   * The store of automatic persisted queries (the web app sends its queries by hash, over GET
   * for queries); Apollo's own bounded in-memory store without it.
   */
  persistedQueries?: Exclude<ApolloServerOptions<AppContext>['persistedQueries'], false | undefined>['cache'];
  /** Called after every mutation, before its answer leaves (the fast path re-reads the versions). */
  afterMutation?: () => Promise<void>;
}

export async function createApollo(
  logger: Logger,
  httpServer?: http.Server,
  { persistedQueries, afterMutation }: ApolloOptions = {},
): Promise<ApolloServer<AppContext>> {
  const outage = new OutageLog(logger);
  const apollo = new ApolloServer<AppContext>({
    schema: await createSchema(),
    // Also for GET: a hashed query needs `apollo-require-preflight` (sent by the web app's link).
    csrfPrevention: true,
    persistedQueries: persistedQueries ? { cache: persistedQueries } : {},
    introspection: true,
    validationRules: [depthLimit(MAX_DEPTH)],
    plugins: [
      // Browsers get the bundled GraphiQL (app.ts), never Apollo's CDN-hosted landing page.
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used: without this plugin no hook wraps every field's resolution.
      ApolloServerPluginCacheControlDisabled(),
      catalogResponseCache(),
      complexityLimit(),
      serviceUnavailableStatus(),
      ...(afterMutation
        ? [
            afterMutations(() =>
              afterMutation().catch((error: unknown) =>
                logger.warn({ err: error }, 'content versions not re-read after a mutation'),
              ),
            ),
          ]
        : []),
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : []),
    ],
    includeStacktraceInErrorResponses: false,
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const original = unwrapResolverError(error);
      if (!(original instanceof AppError) && isDatabaseUnavailable(original)) {
        outage.note(original);
        const unavailable = databaseUnavailable(original);
        return {
          message: unavailable.message,
          path: formatted.path,
          extensions: { code: unavailable.code, ...unavailable.details },
        };
      }
      if (original instanceof AppError) {
        // Something the request needed is down: the answer says try again, the log says what.
        if (original.code === 'SERVICE_UNAVAILABLE')
          logger.error({ err: original.cause ?? original }, original.message);
        return {
          ...formatted,
          message: original.message,
          extensions: { code: original.code, ...original.details },
        };
      }
      const code = formatted.extensions?.code;
      if (!code || code === 'INTERNAL_SERVER_ERROR') {
        logger.error({ err: original }, 'unexpected GraphQL error');
        reportError(original, { graphqlPath: formatted.path?.join('.') });
        return {
          message: 'Internal server error.',
          path: formatted.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
      }
      return formatted;
    },
  });
  await apollo.start();
  return apollo;
}
