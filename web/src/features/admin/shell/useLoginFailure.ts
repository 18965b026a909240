import { CombinedGraphQLErrors } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@/components/toast';

/** Shows why a sign-in step was refused: the server's message, or that it could not be reached. */
export function useLoginFailure() {
  const { t } = useLingui();
  const { toast } = useToast();
  return (error?: unknown) => {
    const description = CombinedGraphQLErrors.is(error)
      ? error.errors[0]?.message || t`Invalid credentials.`
      : error === undefined
        ? t`Invalid credentials.`
        : // No answer from the server: saying the credentials were wrong would mislead.
          t`Could not reach the server. Please try again.`;
    toast({ variant: 'destructive', title: t`Login Failed`, description });
  };
}
