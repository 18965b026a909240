import { useEffect } from 'react';
import { BRAND_NAME } from './site';

/**
 * Sets `document.title` to "{title} | {brand}" while the page is shown. The server
 * renders the first load's title and meta tags; this keeps client navigation in step.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
