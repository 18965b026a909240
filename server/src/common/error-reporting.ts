import { ERROR_REPORT_DATA_COLLECTION, scrubEvent } from '../../../domain/privacy.js';
import type { ErrorReportingConfig } from '../config.js';

type SentryNode = typeof import('@sentry/node');

/** The SDK, loaded only when a DSN is set: without one nothing is loaded, nothing is sent. */
let sentry: SentryNode | undefined;

/**
 * Starts reporting to the Sentry-compatible service of SENTRY_DSN (spec/admin.md §9): errors, and
 * traces at SENTRY_TRACES_SAMPLE_RATE (default 100 %). Events carry no personal data: the SDK collects
 * none (`dataCollection`, v11's successor of `sendDefaultPii: false`) and every event, transaction and breadcrumb goes through `scrubEvent`
 * (no e-mail, phone, code, PIN, cookie, body or query string). Unhandled rejections still stop the
 * process, as without the SDK. Answers whether reporting is on. Called by instrument.ts (the
 * `--import` of the built app, so that Express, HTTP and pg are traced) and again, harmlessly, by main.ts.
 */
export async function initErrorReporting(config: ErrorReportingConfig, release?: string): Promise<boolean> {
  if (!config.dsn) return false;
  if (sentry) return true;
  const sdk = await import('@sentry/node');
  sdk.init({
    dsn: config.dsn,
    environment: config.environment,
    release,
    dataCollection: ERROR_REPORT_DATA_COLLECTION,
    tracesSampleRate: config.tracesSampleRate,
    // Whole transactions, so that beforeSendTransaction sees (and scrubs) every span before it leaves.
    traceLifecycle: 'static',
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'OnUnhandledRejection'),
      sdk.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
  });
  sentry = sdk;
  return true;
}

/** Reports an error when reporting is on (no-op otherwise); `context` must hold no personal data. */
export function reportError(error: unknown, context?: Record<string, string | number | undefined>): void {
  sentry?.captureException(error, context ? { tags: context } : undefined);
}

/** Sends what is queued (before an exit); resolves at once when reporting is off. */
export async function flushReports(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
