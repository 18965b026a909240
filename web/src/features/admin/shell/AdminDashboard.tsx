import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/Spinner';
import { InboxBadgeDocument } from '@/generated/graphql';
import { useIsPhone } from '@/lib/useMediaQuery';
import { AdminLanguageSelect } from './AdminLanguageSelect';
import { AdminDrawer } from './nav/AdminDrawer';
import { AdminSidebar } from './nav/AdminSidebar';
import { LiveStatusLine, useLiveToasts } from './LiveUpdates';
import {
  DEFAULT_ADMIN_SECTION,
  isAdminSection,
  SECTION_DESCRIPTIONS,
  SECTION_TITLES,
  sectionsFor,
  type AdminSection,
} from './sections';
import type { AdminUser } from './useAdminSession';
import { SECTION_VIEWS } from './sectionViews';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0 auto 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
`;

const Panel = styled.section`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  }
`;

type AdminDashboardProps = {
  user: AdminUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** A page of its own (such as /admin/add-item) instead of the section the URL names... */
  children?: ReactNode;
  /** ...and the section that page belongs to. */
  pageSection?: AdminSection;
};

/**
 * The signed-in frame: top bar (title, live status, language), collapsible sidebar (sections with
 * the inbox's unread count, user, logout; on a phone a drawer behind the menu button) and the
 * section panel. Live updates run while it is shown.
 */
export function AdminDashboard({ user, onLogout, loggingOut, children, pageSection }: AdminDashboardProps) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const allowed = (value: unknown): value is AdminSection =>
    isAdminSection(value) && sectionsFor(user.role).includes(value);
  const section = pageSection ?? (allowed(requested) ? requested : DEFAULT_ADMIN_SECTION);
  const View = SECTION_VIEWS[section];
  const phone = useIsPhone();
  const live = useLiveToasts();
  const inbox = useQuery(InboxBadgeDocument, { fetchPolicy: 'cache-and-network' });
  const nav = {
    active: section,
    user,
    onLogout,
    loggingOut,
    badges: { inquiries: inbox.data?.inquiryCounts.unread ?? 0 },
  };

  return (
    <Frame>
      <TopBar>
        {phone ? <AdminDrawer {...nav} /> : null}
        <h1>
          <Trans>Admin dashboard</Trans>
        </h1>
        <LiveStatusLine status={live} />
        <AdminLanguageSelect />
      </TopBar>
      <Body>
        {phone ? null : <AdminSidebar {...nav} />}
        <Panel>
          <Suspense fallback={<PageSpinner />}>
            {children ??
              (View ? (
                <View key={section} />
              ) : (
                <>
                  <h2>{i18n._(SECTION_TITLES[section])}</h2>
                  <p>{i18n._(SECTION_DESCRIPTIONS[section])}</p>
                </>
              ))}
          </Suspense>
        </Panel>
      </Body>
    </Frame>
  );
}
