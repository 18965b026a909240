import { notFound } from '../../common/errors.js';

/** The popup module's messages; the rules' own (spec §5 "Popup") are in domain/schemas/popup.ts. */
export const POPUP_ERRORS = {
  notFound: 'Popup not found.',
} as const;

export const popupNotFound = () => notFound(POPUP_ERRORS.notFound);
