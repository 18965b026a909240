/**
 * Loaded before the app by `node --import ./dist/server/src/instrument.js dist/server/src/main.js`
 * (npm start, the Docker image): with SENTRY_DSN set, error reporting and tracing start before
 * Express, HTTP and pg are loaded, so that they are traced. Without it nothing happens. A bad setting
 * is left to main.ts, which reports it in its one line.
 */
import { initErrorReporting } from './common/error-reporting.js';
import { loadConfig } from './config.js';

try {
  await initErrorReporting(loadConfig().errorReporting, process.env.npm_package_version);
} catch {
  // main.ts says what is wrong with the configuration.
}
