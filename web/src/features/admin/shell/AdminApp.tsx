import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { PageSpinner } from '@/components/Spinner';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { AcceptInvitation } from './AcceptInvitation';
import { AdminDashboard } from './AdminDashboard';
import { AdminLanguageSelect } from './AdminLanguageSelect';
import { AdminLogin } from './AdminLogin';
import { useAdminSession } from './useAdminSession';
import { AddItemView, EnrolmentView } from './sectionViews';
import { ForgotPassword, ResetPassword } from './PasswordReset';
import { ConfirmEmail } from './ConfirmEmail';
import type { AdminSection } from './sections';

const Centered = styled.div`
  max-width: 480px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: 0 ${({ theme }) => theme.space.md};
  text-align: center;
`;

const LoginLayout = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};

  > div:first-child {
    display: flex;
    justify-content: flex-end;
  }
`;

/**
 * Shows the login form, or the signed-in frame around `children` (the section the URL names when
 * no children are given), depending on the server's answer to `me`.
 */
function AdminGate({ children, section }: { children?: ReactNode; section?: AdminSection }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const session = useAdminSession();
  useDocumentTitle(t`Admin`);

  if (session.checking) return <PageSpinner label={t`Checking your session`} />;

  if (session.checkError && !session.user) {
    return (
      <Centered role="alert">
        <p>
          <Trans>Could not check your session. Please try again.</Trans>
        </p>
        <Button onClick={() => void session.recheck()}>
          <Trans>Try again</Trans>
        </Button>
      </Centered>
    );
  }

  if (!session.user) {
    return (
      <LoginLayout>
        <div>
          <AdminLanguageSelect />
        </div>
        <AdminLogin
          onLogin={session.login}
          onSecondFactor={session.loginWithTotp}
          submitting={session.loggingIn}
        />
      </LoginLayout>
    );
  }

  async function logout() {
    try {
      await session.logout();
    } catch {
      toast({ variant: 'destructive', title: t`Logout failed`, description: t`Please try again.` });
    }
  }

  if (session.user.mustEnrolTwoFactor) {
    return (
      <LoginLayout>
        <div>
          <AdminLanguageSelect />
        </div>
        <Suspense fallback={<PageSpinner />}>
          <EnrolmentView onLogout={() => void logout()} />
        </Suspense>
      </LoginLayout>
    );
  }

  return (
    <AdminDashboard
      user={session.user}
      onLogout={() => void logout()}
      loggingOut={session.loggingOut}
      pageSection={section}
    >
      {children}
    </AdminDashboard>
  );
}

/**
 * The back office, loaded as its own chunk under `/admin/*`. Its screens speak the admin
 * language; other paths under /admin show the app's 404 page (passed in as `notFound`).
 */
export function AdminApp({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route
        index
        element={
          <AdminI18nProvider>
            <AdminGate />
          </AdminI18nProvider>
        }
      />
      <Route
        path="add-item"
        element={
          <AdminI18nProvider>
            <AdminGate section="items">
              <AddItemView />
            </AdminGate>
          </AdminI18nProvider>
        }
      />
      <Route
        path="invitation"
        element={
          <AdminI18nProvider>
            <AcceptInvitation />
          </AdminI18nProvider>
        }
      />
      <Route
        path="forgot-password"
        element={
          <AdminI18nProvider>
            <ForgotPassword />
          </AdminI18nProvider>
        }
      />
      <Route
        path="reset-password"
        element={
          <AdminI18nProvider>
            <ResetPassword />
          </AdminI18nProvider>
        }
      />
      <Route
        path="confirm-email"
        element={
          <AdminI18nProvider>
            <ConfirmEmail />
          </AdminI18nProvider>
        }
      />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
