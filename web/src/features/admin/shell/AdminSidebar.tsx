import { useId, useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { ChevronIcon } from '@/components/icons';
import { ADMIN_SECTIONS, SECTION_TITLES, type AdminSection } from './sections';

const Aside = styled.aside<{ $collapsed: boolean }>`
  flex-shrink: 0;
  width: ${({ $collapsed }) => ($collapsed ? '56px' : '220px')};
  padding: ${({ theme }) => theme.space.sm};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: width 0.2s ease;
`;

const Toggle = styled.button<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }

  svg {
    width: 20px;
    height: 20px;
    transform: rotate(${({ $collapsed }) => ($collapsed ? '0deg' : '180deg')});
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;

  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.border};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

/** Collapsible navigation between the admin sections (a disclosure: the toggle hides the list). */
export function AdminSidebar({ active }: { active: AdminSection }) {
  const { t, i18n } = useLingui();
  const [collapsed, setCollapsed] = useState(false);
  const navId = useId();

  return (
    <Aside $collapsed={collapsed}>
      <Toggle
        type="button"
        $collapsed={collapsed}
        aria-expanded={!collapsed}
        aria-controls={navId}
        aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
        onClick={() => setCollapsed((value) => !value)}
      >
        <ChevronIcon />
      </Toggle>
      <nav id={navId} aria-label={t`Admin sections`} hidden={collapsed}>
        <List>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section}>
              <Link to={`/admin?section=${section}`} aria-current={section === active ? 'page' : undefined}>
                {i18n._(SECTION_TITLES[section])}
              </Link>
            </li>
          ))}
        </List>
      </nav>
    </Aside>
  );
}
