/**
 * What a start prints last, once the app answers: where the three faces of the site are and, on the
 * very first start, the generated owner's password and the demo guests' code (never logged: printed
 * here, once).
 */
export function startBanner(
  publicUrl: string,
  firstStart: { createdAdmin?: { username: string; password: string }; demoCode?: string } = {},
): string {
  const { createdAdmin, demoCode } = firstStart;
  return [
    '',
    '  The booking site is running.',
    `  Storefront:  ${publicUrl}/`,
    `  Admin:       ${publicUrl}/admin`,
    `  GraphiQL:    ${publicUrl}/graphql`,
    ...(demoCode ? [`  Demo data:   every demo booking's look-up code and review PIN is ${demoCode}`] : []),
    ...(createdAdmin
      ? [
          `  Sign in:     ${createdAdmin.username} / ${createdAdmin.password}`,
          '               (shown once: keep it, or set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
        ]
      : []),
    '',
  ].join('\n');
}
