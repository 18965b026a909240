// Must run before monaco-editor is loaded (GraphiQL loads it lazily).
import './workers';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleTabs } from './examples';

import 'graphiql/style.css';
import './graphiql.css';

// Same-origin POST with `content-type: application/json` (passes Apollo's CSRF
// prevention); the session cookie goes along so an admin session works here.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  enableIncrementalDelivery: false,
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

// A tab the visitor opens with "+": the examples are in the tabs GraphiQL starts with (examples.ts).
const NEW_TAB_QUERY = `# Write a query here. Ctrl-Space completes; the Docs panel (book icon)
# describes every type and field, with who may call it.
{
  __typename
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={NEW_TAB_QUERY} defaultTabs={exampleTabs()}>
      <GraphiQL.Logo>GraphQL Explorer</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
