import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type FormattedExecutionResult,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { seoulToday } from '../../../../domain/calendar.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import type { AppContext } from '../../context.js';

/** Queries answered from the catalog alone (experiences and their visible reviews). */
const CATALOG_ROOT_FIELDS = new Set(['experiences', 'experience', 'reviews']);
/** Fields anywhere below them whose answer also depends on bookings or on the clock. */
const LIVE_FIELDS = new Set(['availability', 'bookingWindow']);

/** What an operation may select to be answered from a cache: its root fields, and fields never allowed below. */
export interface SelectionRule {
  roots: ReadonlySet<string>;
  live: ReadonlySet<string>;
}

/** True when the operation is a query selecting only allowed roots and no live field, through its fragments. */
export function selectsOnly(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  { roots, live }: SelectionRule,
): boolean {
  if (operation.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const visit = (set: SelectionSetNode, root: boolean, seen: ReadonlySet<string>): boolean =>
    set.selections.every((selection) => {
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if (root ? !roots.has(name) : live.has(name)) return false;
          return !selection.selectionSet || visit(selection.selectionSet, false, seen);
        }
        case Kind.INLINE_FRAGMENT:
          return visit(selection.selectionSet, root, seen);
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment) return false;
          return seen.has(name) || visit(fragment.selectionSet, root, new Set([...seen, name]));
        }
      }
    });
  return visit(operation.selectionSet, true, new Set());
}

/** True when every field the operation selects, through its fragments, comes from the catalog. */
export function isCatalogQuery(operation: OperationDefinitionNode, document: DocumentNode): boolean {
  return selectsOnly(operation, document, { roots: CATALOG_ROOT_FIELDS, live: LIVE_FIELDS });
}

/**
 * Answers anonymous catalog queries (the storefront's lists, detail pages and reviews) from the
 * content cache until an experience or a review changes. Admin sessions, mutations and anything
 * touching bookings or the clock run as usual; answers with errors are never kept. The Seoul date
 * is part of the key: a date filter's default sales window moves with it.
 */
export function catalogResponseCache(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      let keep: ((result: FormattedExecutionResult) => void) | undefined;
      return {
        async responseForOperation(rc) {
          if (rc.contextValue.admin || !isCatalogQuery(rc.operation, rc.document)) return null;
          // Hashed: a key is small whatever the size of the query and its variables.
          const key = createHash('sha256')
            .update(
              JSON.stringify([
                seoulToday(),
                rc.request.query,
                rc.request.operationName ?? null,
                rc.request.variables ?? {},
              ]),
            )
            .digest('base64');
          const slot = await rc.contextValue.contentCache
            .open<FormattedExecutionResult>('catalog', key)
            .catch((error: unknown) => {
              // Its version cannot be read (the database is away): run the operation, which answers 503.
              if (isDatabaseUnavailable(error)) return undefined;
              throw error;
            });
          if (!slot) return null;
          if (slot.hit) return { http: rc.response.http, body: { kind: 'single', singleResult: slot.value } };
          keep = slot.keep;
          return null;
        },
        async willSendResponse(rc: GraphQLRequestContext<AppContext>) {
          const body = rc.response.body;
          if (keep && body?.kind === 'single' && !body.singleResult.errors) keep(body.singleResult);
        },
      };
    },
  };
}
