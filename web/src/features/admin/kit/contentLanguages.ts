/** The languages a slide, popup or item can be offered in, with their admin labels. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@/generated/graphql';

export const LANGUAGE_OPTIONS: readonly Language[] = ['ENG', 'JPN', 'CHN', 'CHS', 'KOR'];

export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  ENG: msg`English`,
  JPN: msg`Japanese`,
  CHN: msg`Chinese (Traditional)`,
  CHS: msg`Chinese (Simplified)`,
  KOR: msg`Korean`,
};
