import {
  EXPERIENCE_FIELD_LABELS,
  EXPERIENCE_MESSAGES,
  type ExperienceMessages,
} from '@domain/schemas/experience';

type Key = keyof ExperienceMessages;
type ListKey = 'missingFields' | 'unknownFields' | 'duplicateSlots' | 'duplicateHashtags';
const LIST_KEYS: ListKey[] = ['missingFields', 'unknownFields', 'duplicateSlots', 'duplicateHashtags'];

/** The list part of an English message with a list ('Missing required fields: Title, Price'), or undefined. */
function listOf(key: ListKey, part: string): string | undefined {
  const prefix = EXPERIENCE_MESSAGES[key]('\u0000').split('\u0000')[0];
  return part.startsWith(prefix) ? part.slice(prefix.length) : undefined;
}

/**
 * The server's refusal of an item (English, '; '-separated rules, from the same domain tables)
 * in the admin's language; a part it does not know stays as the server wrote it.
 */
export function localizeItemRefusal(
  message: string,
  localized: ExperienceMessages,
  labels: Record<string, string>,
): string {
  const byEnglishLabel = new Map(
    Object.entries(EXPERIENCE_FIELD_LABELS).map(([field, label]) => [label, field]),
  );
  return message
    .split('; ')
    .map((part) => {
      for (const key of LIST_KEYS) {
        const list = listOf(key, part);
        if (list === undefined) continue;
        const items =
          key === 'missingFields'
            ? list
                .split(', ')
                .map((label) => labels[byEnglishLabel.get(label) ?? ''] ?? label)
                .join(', ')
            : list;
        return localized[key](items);
      }
      const key = (Object.keys(EXPERIENCE_MESSAGES) as Key[]).find((k) => EXPERIENCE_MESSAGES[k] === part);
      const text = key ? localized[key] : undefined;
      return typeof text === 'string' ? text : part;
    })
    .join('; ');
}
