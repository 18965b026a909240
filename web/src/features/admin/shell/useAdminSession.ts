import { useCallback, useEffect } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  LoginDocument,
  LoginWithTotpDocument,
  LogoutDocument,
  MeDocument,
  type MeQuery,
} from '@/generated/graphql';
import { dropAdminData } from '@/features/admin/kit/session';
import { endSession } from '@/lib/sessionEnd';

export type AdminUser = NonNullable<MeQuery['me']>;

/** What a sign-in step answers: the account, or that a TOTP code is awaited (the password was right). */
export type LoginStep = { twoFactorRequired: true } | { twoFactorRequired: false; user: AdminUser | null };

/** The second step: the code from the app, or one recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * The admin session as the server sees it: `me` is asked on load (null means signed out),
 * login writes the signed-in admin into the cache, logout empties the cache (the admin is then signed out).
 * The server enforces access on every call; this state only decides which screen shows.
 */
export function useAdminSession() {
  const client = useApolloClient();
  const me = useQuery(MeDocument, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });

  const [loginMutation, loginState] = useMutation(LoginDocument, {
    update(cache, { data }) {
      if (data?.login.user) cache.writeQuery({ query: MeDocument, data: { me: data.login.user } });
    },
  });
  const [totpMutation, totpState] = useMutation(LoginWithTotpDocument, {
    update(cache, { data }) {
      if (data?.loginWithTotp.user)
        cache.writeQuery({ query: MeDocument, data: { me: data.loginWithTotp.user } });
    },
  });
  const [logoutMutation, logoutState] = useMutation(LogoutDocument);
  const { refetch } = me;

  /** Shows the login at once, then drops everything cached while signed in. */
  const signedOut = useCallback(async () => {
    await dropAdminData(client);
    await refetch();
  }, [client, refetch]);

  // A page brought back from the back-forward cache shows what it showed when left: ask the
  // server again, and if the session ended meanwhile, drop the admin data at once.
  useEffect(() => {
    async function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      const { data } = await refetch();
      if (!data?.me) await signedOut();
    }
    const listener = (event: PageTransitionEvent) => void onPageShow(event).catch(() => undefined);
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, [refetch, signedOut]);

  async function login(username: string, password: string): Promise<LoginStep> {
    const { data } = await loginMutation({ variables: { username, password } });
    if (data?.login.twoFactorRequired) return { twoFactorRequired: true };
    return { twoFactorRequired: false, user: data?.login.user ?? null };
  }

  async function loginWithTotp(factor: SecondFactor): Promise<AdminUser | null> {
    const { data } = await totpMutation({ variables: factor });
    return data?.loginWithTotp.user ?? null;
  }

  async function logout(): Promise<void> {
    // The page's own queries answered first, none started meanwhile: no 401 for a tile still loading.
    await endSession(client, async () => {
      await logoutMutation();
      await dropAdminData(client);
    });
    await refetch();
  }

  return {
    user: me.data?.me ?? null,
    checking: me.loading && !me.data,
    checkError: me.error,
    recheck: () => me.refetch(),
    login,
    loggingIn: loginState.loading || totpState.loading,
    loginWithTotp,
    logout,
    loggingOut: logoutState.loading,
  };
}
