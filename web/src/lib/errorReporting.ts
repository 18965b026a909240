import { takeUrlSecrets } from './urlSecrets';

/** The settings the server writes into each page when SENTRY_WEB_DSN is set (seo.render.ts). */
export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** The id of the page's JSON block with the settings (absent: nothing is reported, nothing loaded). */
export const ERROR_REPORTING_ID = 'kc-error-reporting';

type SentryReact = typeof import('@sentry/react');

let sentry: SentryReact | undefined;
/** Errors met before the SDK arrived (it loads after the page is idle), sent once it has. */
let early: unknown[] | undefined;

function settingsOf(doc: Document): ErrorReportingSettings | undefined {
  const text = doc.getElementById(ERROR_REPORTING_ID)?.textContent;
  if (!text) return undefined;
  try {
    const settings = JSON.parse(text) as ErrorReportingSettings;
    return typeof settings.dsn === 'string' && settings.dsn ? settings : undefined;
  } catch {
    return undefined;
  }
}

/** Reports an error caught by the app (the crash boundary); a no-op unless reporting is on. */
export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else early?.push(error);
}

/**
 * Starts browser error reporting when the page carries settings: uncaught errors and rejections are
 * kept from now on, and @sentry/react (its own chunk, off the critical path) is loaded once the page
 * is idle, then initialised with the spec's rates (traces 100 %, replays 10 %, on error 100 %, each
 * overridable on the server), no personal data collected, every event scrubbed, replays masking all
 * text and inputs. `load` is for tests.
 */
export async function startErrorReporting(
  doc: Document = document,
  load: () => Promise<SentryReact> = () => import('@sentry/react'),
  whenIdle: () => Promise<void> = idle,
): Promise<boolean> {
  const settings = settingsOf(doc);
  if (!settings || sentry || early) return false;
  // A mailed one-time link's token leaves the address bar before anything could record it, and a
  // page opened with one is never replayed (issue 35).
  const secretPage = takeUrlSecrets();
  const queue: unknown[] = (early = []);
  const onError = (event: ErrorEvent) => queue.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => queue.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  await whenIdle();
  // The scrubber comes with the SDK, off the entry chunk too.
  const [sdk, { ERROR_REPORT_DATA_COLLECTION, scrubEvent }] = await Promise.all([
    load(),
    import('@domain/privacy'),
  ]);
  sdk.init({
    dsn: settings.dsn,
    environment: settings.environment,
    dataCollection: ERROR_REPORT_DATA_COLLECTION,
    tracesSampleRate: settings.tracesSampleRate,
    traceLifecycle: 'static',
    replaysSessionSampleRate: secretPage ? 0 : settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: secretPage ? 0 : settings.replaysOnErrorSampleRate,
    integrations: [
      sdk.browserTracingIntegration(),
      ...(secretPage
        ? []
        : [sdk.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })]),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
  // The SDK watches for uncaught errors itself from here on.
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  sentry = sdk;
  early = undefined;
  for (const error of queue) sdk.captureException(error);
  return true;
}

/** After the page's load and a quiet moment: the SDK never competes with the first paint or hydration. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    const later = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 2000);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}
