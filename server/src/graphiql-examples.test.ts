import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { exampleTabs } from '../../web/graphiql/examples.js';
import { operationLimitsRule } from './common/operation-rules.js';
import { DEFAULT_GRAPHQL_MAX_COST } from './config.js';
import { OPERATION_LIMITS, operationCost } from './graphql.js';
import { createSchema } from './schema.js';

/** The tabs GraphiQL opens with (web/graphiql/examples.ts) must run as they are (issue 26). */
describe('the GraphiQL example tabs', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema();
  });

  const tabs = exampleTabs('2027-03-01');
  const operationOf = (query: string) =>
    parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

  it('show storefront browsing, an experience with availability, booking, look-up and an admin list', () => {
    const roots = tabs.map((tab) =>
      operationOf(tab.query).selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '')),
    );
    expect(roots).toEqual([
      ['experiences', 'popularSearches'],
      ['experience', 'reviews'],
      ['createBooking'],
      ['findBooking'],
      ['adminBookings'],
    ]);
    expect(tabs[1].query).toMatch(/availability\(from: \$from, to: \$to\)/);
    expect(JSON.parse(tabs[2].variables).input.bookingDate).toBe('2027-03-08');
  });

  it.each(tabs.map((tab) => [operationOf(tab.query).name!.value, tab] as const))(
    '%s is valid against the schema, its variables fit, and it costs at most half the limit',
    (_name, tab) => {
      const document = parse(tab.query);
      const errors = validate(schema, document, [...specifiedRules, operationLimitsRule(OPERATION_LIMITS)]);
      expect(errors.map((e) => e.message)).toEqual([]);
      const variables = JSON.parse(tab.variables) as Record<string, unknown>;
      const coerced = getVariableValues(schema, operationOf(tab.query).variableDefinitions ?? [], variables);
      expect(coerced.errors?.map((e) => e.message)).toBeUndefined();
      expect(operationCost(schema, document, variables)).toBeLessThanOrEqual(DEFAULT_GRAPHQL_MAX_COST / 2);
    },
  );
});
