import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { createPopupSchema, POPUP_MESSAGES, type PopupMessages } from '@domain/schemas/popup';
import type { PopupStatus } from '@/generated/graphql';
import { refusalText } from '@/lib/serverError';

/** Live now, scheduled, ended, switched off (judged in Seoul by the server). */
export const POPUP_STATUS_LABELS: Record<PopupStatus, MessageDescriptor> = {
  live: msg`Live now`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
  off: msg`Switched off`,
};

/** The domain's popup rules with the messages in the admin's language, and a refusal's text. */
export function usePopupSchema() {
  const { t } = useLingui();
  return useMemo(() => {
    const messages: PopupMessages = {
      imageRequired: t`Please upload a popup image.`,
      linkRequired: t`Please enter link URL.`,
      linkInvalid: t`Please enter a valid URL (https://... or a path starting with /).`,
      dateInvalid: t`Please enter a valid date and time.`,
      startAfterEnd: t`Start date must be earlier than or equal to end date.`,
      languageInvalid: t`Choose a language.`,
      altTextTooLong: t`The alt text can have at most 200 characters.`,
    };
    /** The server's message (translated when it is a rule's), else the error's, else `fallback`. */
    const refusal = (error: unknown, fallback: string) =>
      refusalText(error, [[POPUP_MESSAGES, messages]], {
        tooManyAttempts: t`Too many attempts. Please wait a moment.`,
        fallback: error instanceof Error && error.message ? error.message : fallback,
      });
    return { messages, schema: createPopupSchema(messages), refusal };
  }, [t]);
}
