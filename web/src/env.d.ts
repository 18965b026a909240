/// <reference types="vite/client" />

// Lingui catalogs are imported as .po and compiled on the fly
// (by @lingui/vite-plugin in Vite, by web/jest/po-transform.mjs in Jest).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
