// Import rules that `npm run lint` enforces (dependency-cruiser; docs/architecture.md, "Layout").
// Each wing has its own block and its own npm script (`lint:deps:<wing>`, run by `npm run lint`):
// the script names the folders it cruises and the tsconfig that resolves their imports.

// ---------------------------------------------------------------------------------------------
// Server (server/src, and domain/ as the server sees it): the wiring on top (the files directly in
// server/src), business modules (modules/) above the platform wing (platform/) and the low folders
// (common/, db/, rest/), arrows one way. Run by `npm run lint:deps:server`.
// ---------------------------------------------------------------------------------------------
const SERVER = '^server/src/';
const MODULE = `${SERVER}modules/`;
const PLATFORM = `${SERVER}platform/`;
/** The two top files that every layer may import: the typed configuration and the request context's types. */
const KERNEL = `${SERVER}(?:config|context)\\.ts$`;
/** Folders below the wiring: they never import it (only its two kernel files). */
const BELOW_TOP = `${SERVER}(?:modules|platform|common|db|rest|boot|types)/`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverRules = [
  {
    name: 'server-folder-cycle',
    comment:
      'No cycle between folders of server/src. The top folder (the wiring) is left out of this count: it imports every folder, and two of its files are imported by all (server-below-to-top keeps it to those two). Cycles among business modules alone are server-module-cycle.',
    severity: 'error',
    scope: 'folder',
    from: { path: SERVER, pathNot: MODULE },
    to: { circular: true, viaNot: '^server/src/?$' },
  },
  {
    name: 'server-module-cycle',
    comment:
      'Business modules import each other one way only: what one must tell others it publishes as an event (docs/architecture.md, "Events"). A warning while the knots listed in docs/architecture.md remain (issue 36 point 3 unties them); then an error.',
    severity: 'warn',
    scope: 'folder',
    from: { path: MODULE },
    to: { circular: true, viaOnly: MODULE },
  },
  {
    name: 'server-below-to-top',
    comment:
      'The wiring (app.ts, schema.ts, rest-routes.ts, entities.ts, context-factory.ts, …) sits on top: below it only config.ts and context.ts (types) are imported.',
    severity: 'error',
    from: { path: BELOW_TOP },
    to: { path: `${SERVER}[^/]+$`, pathNot: KERNEL },
  },
  {
    name: 'server-platform-to-module',
    comment: 'The platform wing knows no business rule: it never imports a business module.',
    severity: 'error',
    from: { path: PLATFORM },
    to: { path: MODULE },
  },
  {
    name: 'server-low-to-module',
    comment:
      'common/, db/, rest/ and the kernel files (config.ts, context.ts) are imported by modules and import none of them.',
    severity: 'error',
    from: { path: [`${SERVER}(?:common|db|rest)/`, KERNEL] },
    to: { path: MODULE },
  },
  {
    name: 'server-domain-to-server',
    comment: 'domain/ holds rules shared by server and web: it imports nothing of server/.',
    severity: 'error',
    from: { path: '^domain/' },
    to: { path: '^server/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...serverRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their harness may reach anything to set a scene; the rules hold for the running code.
    exclude: { path: ['^server/src/testing/', '^server/.+\\.test\\.tsx?$'] },
    // Type-only imports count: an arrow is an arrow whether or not it survives compilation.
    tsPreCompilationDeps: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
