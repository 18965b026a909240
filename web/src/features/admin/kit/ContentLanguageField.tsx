import { useLingui } from '@lingui/react/macro';
import { FormSelect } from '@/components/form';
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS } from './contentLanguages';

/** The language a slide or popup is shown in, as a field of the form kit ("Japanese (JPN)"). */
export function ContentLanguageField({ name, label }: { name: string; label: string }) {
  const { i18n } = useLingui();
  return (
    <FormSelect
      name={name}
      label={label}
      options={LANGUAGE_OPTIONS.map((language) => ({
        value: language,
        label: `${i18n._(LANGUAGE_LABELS[language])} (${language})`,
      }))}
    />
  );
}
