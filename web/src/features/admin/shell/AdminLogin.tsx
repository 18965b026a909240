import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';

const Card = styled.form`
  width: min(400px, 100%);
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }

  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

type AdminLoginProps = {
  onLogin: (username: string, password: string) => Promise<unknown>;
  submitting: boolean;
};

/** The admin sign-in form; a failure shows the 'Login Failed' toast with the server's message. */
export function AdminLogin({ onLogin, submitting }: AdminLoginProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const usernameId = useId();
  const passwordId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function fail(description: string) {
    setPassword('');
    toast({ variant: 'destructive', title: t`Login Failed`, description });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const user = await onLogin(username.trim(), password);
      if (!user) fail(t`Invalid credentials.`);
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        fail(error.errors[0]?.message || t`Invalid credentials.`);
      } else {
        // No answer from the server: saying the credentials were wrong would mislead.
        fail(t`Could not reach the server. Please try again.`);
      }
    }
  }

  return (
    <Card onSubmit={onSubmit} aria-labelledby={`${usernameId}-title`}>
      <h1 id={`${usernameId}-title`}>
        <Trans>Admin sign-in</Trans>
      </h1>
      <Field>
        <label htmlFor={usernameId}>
          <Trans>Username</Trans>
        </label>
        <input
          id={usernameId}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={passwordId}>
          <Trans>Password</Trans>
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" fullWidth disabled={submitting || !username.trim() || !password}>
        {submitting ? t`Signing in…` : t`Sign in`}
      </Button>
    </Card>
  );
}
