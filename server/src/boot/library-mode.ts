/**
 * Imported first by main.ts, before any library: React (server rendering, the mail templates),
 * Express, graphql-js and Apollo read NODE_ENV once, when first loaded, and run slower development
 * builds with extra checks unless it says production. The built server always runs them as in
 * production (a test run keeps its own), while the app's own NODE_ENV (Secure cookies, HSTS, demo
 * data) stays what was set: APP_NODE_ENV.
 */
export const APP_NODE_ENV = process.env.NODE_ENV;

if (process.env.NODE_ENV !== 'test') process.env.NODE_ENV = 'production';
