// Import rules that `npm run lint` enforces (dependency-cruiser; docs/architecture.md, "Layout").
// Each wing has its own block and its own npm script (`lint:deps:<wing>`, run by `npm run lint`):
// the script names the folders it cruises and the tsconfig that resolves their imports.

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
  forbidden: [...webRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^web/src/generated/', '^web/src/locales/'] },
    // Type-only imports count: an arrow is an arrow whether or not it survives compilation.
    tsPreCompilationDeps: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
