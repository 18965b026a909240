import { ApolloServer, type ApolloServerOptions, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, Kind, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { CONTENT_NEUTRAL_MUTATIONS } from './platform/hot-cache/hot-cache.rules.js';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type http from 'node:http';
import { DEFAULT_GRAPHQL_MAX_COST } from './config.js';
import type { AppContext } from './context.js';
import { introspectionCost } from './common/cost.js';
import { AppError } from './common/errors.js';
import { operationLimitsRule, type OperationLimits } from './common/operation-rules.js';
import { reportError } from './common/error-reporting.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  isDatabaseUnavailable,
  OutageLog,
} from './db/availability.js';
import { catalogResponseCache } from './platform/content-version/catalog-response-cache.js';
import type { Logger } from './common/logger.js';
import { createSchema } from './schema.js';

/**
 * Fields that check a secret (a booking's code, the admin password or TOTP code, a review's PIN, a reset
 * link) or mail one: one try per
 * request, so aliases and fragments cannot multiply guesses (every try also spends a rate-limit point).
 */
export const ONCE_PER_OPERATION = [
  'Query.findBooking',
  'Mutation.cancelMyBooking',
  'Mutation.login',
  'Mutation.loginWithTotp',
  'Mutation.enableTotp',
  'Mutation.disableTotp',
  'Mutation.setupTotp',
  'Mutation.regenerateRecoveryCodes',
  'Mutation.changeMyPassword',
  'Mutation.changeMyEmail',
  'Mutation.confirmEmailChange',
  'Mutation.requestPasswordReset',
  'Mutation.completePasswordReset',
  'Mutation.verifyReviewPin',
  'Mutation.updateReview',
  'Mutation.deleteReview',
] as const;

/** The shape limits every operation is checked against before it runs (operation-rules.ts). */
export const OPERATION_LIMITS: OperationLimits = {
  maxDepth: 10,
  maxAliases: 10,
  maxFields: 1000,
  once: new Set(ONCE_PER_OPERATION),
};

/** At most this many tokens in a GraphQL document: a bigger one is refused while it is parsed. */
export const MAX_TOKENS = 5000;

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

const estimators = new WeakMap<GraphQLSchema, ReturnType<typeof introspectionCost>[]>();

/** The cost of an operation with these variables (common/cost.ts); a GraphQLError for bad variables. */
export function operationCost(
  schema: GraphQLSchema,
  query: Parameters<typeof getComplexity>[0]['query'],
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query,
    operationName,
    variables,
    estimators: estimatorsOf(schema),
  });
}

/** The estimators, made once per schema (the introspection one measures the schema). */
function estimatorsOf(schema: GraphQLSchema) {
  let made = estimators.get(schema);
  if (!made) {
    made = [fieldExtensionsEstimator(), introspectionCost(schema), simpleEstimator({ defaultComplexity: 1 })];
    estimators.set(schema, made);
  }
  return made;
}

/**
 * Refuses operations whose estimated cost is above `maxCost`, before any resolver runs. Variables
 * that do not fit the operation are refused here too, as the client error they are.
 */
function costLimit(maxCost: number): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = operationCost(schema, document, request.variables, request.operationName ?? undefined);
          } catch (error) {
            if (error instanceof GraphQLError) throw badRequest(error.message);
            throw error;
          }
          if (cost > maxCost) {
            throw badRequest(
              `Query is too complex: it costs ${cost} points and the maximum is ${maxCost}. Ask for fewer items (a smaller limit, page size or date range) or fewer fields.`,
            );
          }
        },
      };
    },
  };
}

/**
 * Runs `afterWrite` once a mutation resolved, before its answer is sent; not after one whose every
 * root field is known not to change versioned content (a booking, an inquiry).
 */
function afterMutations(afterWrite: () => Promise<void>): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation }) {
          if (operation?.operation !== 'mutation') return;
          const fields = operation.selectionSet.selections.map((s) =>
            s.kind === Kind.FIELD ? s.name.value : '',
          );
          if (!fields.every((name) => CONTENT_NEUTRAL_MUTATIONS.has(name))) await afterWrite();
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
  /** The cost limit of one operation (GRAPHQL_MAX_COST). */
  maxCost?: number;
}

export async function createApollo(
  logger: Logger,
  httpServer?: http.Server,
  { persistedQueries, afterMutation, maxCost = DEFAULT_GRAPHQL_MAX_COST }: ApolloOptions = {},
): Promise<ApolloServer<AppContext>> {
  const outage = new OutageLog(logger);
  const apollo = new ApolloServer<AppContext>({
    schema: await createSchema(),
    // Also for GET: a hashed query needs `apollo-require-preflight` (sent by the web app's link).
    csrfPrevention: true,
    persistedQueries: persistedQueries ? { cache: persistedQueries } : {},
    // Apollo's own messages (a request it could not process) go to the app's log.
    logger,
    introspection: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [operationLimitsRule(OPERATION_LIMITS)],
    plugins: [
      // Browsers get the bundled GraphiQL (app.ts), never Apollo's CDN-hosted landing page.
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used: without this plugin no hook wraps every field's resolution.
      ApolloServerPluginCacheControlDisabled(),
      catalogResponseCache(),
      costLimit(maxCost),
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
