// Must run before monaco-editor is loaded (GraphiQL loads it lazily).
import './workers';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import 'graphiql/style.css';
import './graphiql.css';

// Same-origin POST with `content-type: application/json` (passes Apollo's CSRF
// prevention); the session cookie goes along so an admin session works here.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  enableIncrementalDelivery: false,
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const DEFAULT_QUERY = `# K-Culture Booking: GraphQL explorer
#
# Run with Ctrl-Enter (Cmd-Enter on macOS).
# Your session cookie is sent along, so sign
# in to the admin first for admin-only fields.
# Browse the schema with the Docs (book) icon.
#
# Example: experiences offered in English
#
#   {
#     experiences(filter: { language: ENG }) {
#       id
#       title
#       price
#     }
#   }

{
  __typename
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY}>
      <GraphiQL.Logo>GraphQL Explorer</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
