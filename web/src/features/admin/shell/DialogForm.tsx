import { Form } from 'formik';
import { styled } from 'styled-components';

/** A dialog's formik form: fields one under another with room between them, the submit last. */
export const DialogForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  > button[type='submit'] {
    justify-self: start;
  }
`;
