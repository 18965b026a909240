import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CAROUSEL_MESSAGES, createCarouselSchema, type CarouselMessages } from '@domain/schemas/carousel';
import { refusalText } from '@/lib/serverError';

/** The domain's slide rules with the messages in the admin's language, and a refusal's text. */
export function useCarouselSchema() {
  const { t } = useLingui();
  return useMemo(() => {
    const messages: CarouselMessages = {
      imageRequired: t`Please upload a slide image.`,
      linkInvalid: t`Please enter a valid URL (https://... or a path starting with /).`,
      orderInvalid: t`Order must be a whole number of at least 1.`,
      languageInvalid: t`Choose a language.`,
      titleTooLong: t`The title can have at most 200 characters.`,
    };
    const refusal = (error: unknown, fallback: string) =>
      refusalText(error, [[CAROUSEL_MESSAGES, messages]], {
        tooManyAttempts: t`Too many attempts. Please wait a moment.`,
        fallback,
      });
    return { messages, schema: createCarouselSchema(messages), refusal };
  }, [t]);
}
