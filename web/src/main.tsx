import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createApolloClient } from '@/lib/apollo';
import { activateStorefrontLocale, initialStorefrontLocale } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The catalog of the stored language loads before the first render, so no other language flashes.
activateStorefrontLocale(initialStorefrontLocale()).then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <App client={createApolloClient()} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Without a catalog nothing can be shown in any language: the plain crash fallback.
    console.error('Could not load the language catalog', error);
    container.textContent = 'Something went wrong';
  },
);
