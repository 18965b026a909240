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
// The kernel: config.ts with its parts (config-error.ts, config-portone.ts) and context.ts.
const KERNEL = `${SERVER}(?:config|config-error|config-portone|context)\\.ts$`;
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
      'Business modules import each other one way only: what one must tell others it publishes as an event (docs/architecture.md, "Server: events instead of knots").',
    severity: 'error',
    scope: 'folder',
    from: { path: MODULE },
    to: { circular: true, viaOnly: MODULE },
  },
  {
    name: 'server-below-to-top',
    comment:
      'The wiring (app.ts, schema.ts, rest-routes.ts, entities.ts, context-factory.ts, …) sits on top: below it only config.ts (and its config-*.ts parts) and context.ts (types) are imported.',
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

// ---------------------------------------------------------------------------------------------
// Web (web/src, and domain/ as the web sees it): features apart, the back office's sections apart,
// the shell on top of the sections, the kit below them. Run by `npm run lint:deps:web`.
// ---------------------------------------------------------------------------------------------
const FEATURE = '^web/src/features/';
const ADMIN = `${FEATURE}admin/`;
/** Folders of the back office that are not sections: the shell composes them, the kit serves them. */
const ADMIN_PARTS = '(?:shell|kit)';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const webRules = [
  {
    name: 'web-feature-to-feature',
    comment:
      'A feature does not import another feature: the routes in web/src/app compose them (conventions.md).',
    severity: 'error',
    from: { path: `${FEATURE}([^/]+)/` },
    to: { path: FEATURE, pathNot: `${FEATURE}$1/` },
  },
  {
    name: 'web-feature-past-index',
    comment: 'Code outside a feature imports it through its index (`@/features/<name>`), not its files.',
    severity: 'error',
    from: { path: '^web/src/', pathNot: FEATURE },
    to: { path: `${FEATURE}[^/]+/.`, pathNot: `${FEATURE}[^/]+/index\\.tsx?$` },
  },
  {
    name: 'web-shared-to-feature',
    comment:
      'The shared code (components, lib, theme, testing) sits below the features: it imports none of them.',
    severity: 'error',
    from: { path: '^web/src/(?:components|lib|theme|testing|assets)/' },
    to: { path: FEATURE },
  },
  {
    name: 'web-section-to-shell',
    comment:
      'A section of the back office does not import the shell (which composes the sections): shared pieces live in admin/kit.',
    severity: 'error',
    from: { path: ADMIN, pathNot: `${ADMIN}(?:[^/]+$|${ADMIN_PARTS}/)` },
    to: { path: `${ADMIN}shell/` },
  },
  {
    name: 'web-section-to-section',
    comment: 'A section of the back office does not import another section: share through admin/kit.',
    severity: 'error',
    from: { path: `${ADMIN}([^/]+)/`, pathNot: `${ADMIN}${ADMIN_PARTS}/` },
    to: { path: `${ADMIN}[^/]+/`, pathNot: `${ADMIN}(?:$1|${ADMIN_PARTS})/` },
  },
  {
    name: 'web-kit-upwards',
    comment: 'The admin kit sits below the sections and the shell: it imports neither.',
    severity: 'error',
    from: { path: `${ADMIN}kit/` },
    to: { path: `${ADMIN}[^/]+/`, pathNot: `${ADMIN}kit/` },
  },
  {
    name: 'web-shell-past-section-index',
    comment: "The shell opens a section through the section's index (what it exports is its surface).",
    severity: 'error',
    from: { path: `${ADMIN}shell/` },
    to: {
      path: `${ADMIN}[^/]+/.`,
      pathNot: [`${ADMIN}${ADMIN_PARTS}/`, `${ADMIN}[^/]+/index\\.tsx?$`],
    },
  },
  {
    name: 'web-storefront-to-admin-forms',
    comment:
      "A storefront feature binds its forms with components/form/binding alone: the admin's form kit (frame, pickers, rich fields) would otherwise reach the storefront's bundle.",
    severity: 'error',
    from: { path: FEATURE, pathNot: ADMIN },
    to: { path: '^web/src/components/form/', pathNot: '^web/src/components/form/binding\\.tsx$' },
  },
  {
    name: 'web-domain-to-web',
    comment: 'domain/ holds rules shared by server and web: it imports nothing of web/.',
    severity: 'error',
    from: { path: '^domain/' },
    to: { path: '^web/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...serverRules, ...webRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their harness may reach anything to set a scene; the rules hold for the running code.
    exclude: {
      path: ['^server/src/testing/', '^server/.+\\.test\\.tsx?$', '^web/src/generated/', '^web/src/locales/'],
    },
    // Type-only imports count: an arrow is an arrow whether or not it survives compilation.
    tsPreCompilationDeps: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
