import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { LoginCard, LoginField, LoginFooter } from '@/features/admin/kit/loginCard';
import { TwoFactorStep } from './TwoFactorStep';
import { useLoginFailure } from './useLoginFailure';
import type { AdminUser, LoginStep, SecondFactor } from './useAdminSession';

type AdminLoginProps = {
  onLogin: (username: string, password: string) => Promise<LoginStep>;
  onSecondFactor: (factor: SecondFactor) => Promise<AdminUser | null>;
  submitting: boolean;
};

/**
 * The admin sign-in: username and password, then (for an account with two-factor sign-in) the code
 * from the authenticator app or a recovery code. A failure shows the 'Login Failed' toast with the
 * server's message.
 */
export function AdminLogin({ onLogin, onSecondFactor, submitting }: AdminLoginProps) {
  const { t } = useLingui();
  const failed = useLoginFailure();
  const usernameId = useId();
  const passwordId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [codeNeeded, setCodeNeeded] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const step = await onLogin(username.trim(), password);
      setPassword('');
      if (step.twoFactorRequired) setCodeNeeded(true);
      else if (!step.user) failed();
    } catch (error) {
      setPassword('');
      failed(error);
    }
  }

  if (codeNeeded) {
    return (
      <TwoFactorStep
        onSubmit={onSecondFactor}
        submitting={submitting}
        onRestart={() => setCodeNeeded(false)}
      />
    );
  }

  return (
    <LoginCard onSubmit={onSubmit} aria-labelledby={`${usernameId}-title`}>
      <h1 id={`${usernameId}-title`}>
        <Trans>Admin sign-in</Trans>
      </h1>
      <LoginField>
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
      </LoginField>
      <LoginField>
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
      </LoginField>
      <Button type="submit" fullWidth disabled={submitting || !username.trim() || !password}>
        {submitting ? t`Signing in…` : t`Sign in`}
      </Button>
      <LoginFooter>
        <Link to="/admin/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
      </LoginFooter>
    </LoginCard>
  );
}
