export { AdminForm, ErrorSummary, SaveButton } from './AdminForm';
export type { AdminFormProps } from './AdminForm';
export { UnsavedChangesPrompt, leavesForm } from './UnsavedChangesPrompt';
export {
  FieldBindingProvider,
  fieldId,
  useBindField,
  useFieldBinding,
  useFieldError,
  useFieldId,
  useFieldParts,
  useFocusFirstError,
} from './binding';
export type { FieldBinding } from './binding';
export { useFormKit, useJumpToError } from './context';
export type { FormKitContextValue } from './context';
export { Counter, FormNumber, FormText } from './textFields';
export { FormSelect } from './selectField';
export { FormCheckbox, FormTags, FormToggleGroup } from './choiceFields';
export { FormList } from './listField';
export type { FormListProps, FormListRow } from './listField';
export { FormDate, FormDateTime, FormTimeSlot, fromSeoulParts, seoulParts } from './dateFields';
export { Actions, ErrorLine, Muted, Row, Stack } from './layout';
