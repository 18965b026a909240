/*
 * The back office's navigation icons. Here, not in components/icons: every icon there ships in the
 * storefront's entry chunk, which these have no business in.
 */

/** A door with an arrow leaving it. */
export function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </svg>
  );
}

/** Three lines: the phone's menu. */
export function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden
      focusable={false}
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
