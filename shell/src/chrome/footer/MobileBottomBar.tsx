import styled, { createGlobalStyle, css } from 'styled-components';
import { Icon, type IconName } from '@petpal/design-system/core';
import { PageLink } from '../../composition/PageLink';
import { usePathname } from '../../composition/use-pathname';
import { bottomBarHeight } from '../layout';

interface Tab {
  label: string;
  to: string;
  icon: IconName;
  activeOn: readonly string[];
}

const tabs: readonly Tab[] = [
  { label: 'Home', to: '/dashboard', icon: 'home', activeOn: ['/dashboard', '/'] },
  { label: 'Services', to: '/services', icon: 'list', activeOn: ['/services'] },
  { label: 'To-Do', to: '/todo', icon: 'clipboard', activeOn: ['/todo'] },
  { label: 'Appointments', to: '/appointments', icon: 'calendar', activeOn: ['/appointments'] },
];

function isActive(tab: Tab, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tab.activeOn.includes(path);
}

const ReserveSpace = createGlobalStyle`
  ${({ theme }) => theme.media.mobile} {
    body {
      padding-bottom: calc(${bottomBarHeight} + env(safe-area-inset-bottom, 0px));
    }
  }
`;

const Bar = styled.nav`
  ${({ theme }) => css`
    display: none;

    ${theme.media.mobile} {
      position: fixed;
      right: 0;
      bottom: 0;
      left: 0;
      z-index: ${theme.zIndex.sticky};
      display: block;
      padding-bottom: env(safe-area-inset-bottom, 0px);
      background: ${theme.colors.surface};
      border-top: 1px solid ${theme.colors.border};
      box-shadow: ${theme.shadows.md};
    }
  `}
`;

const TabList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  height: ${bottomBarHeight};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TabLink = styled(PageLink)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing[1]};
    height: 100%;
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.textMuted};
    text-decoration: none;

    &[aria-current='page'] {
      color: ${theme.colors.primary.onSubtle};
      font-weight: ${theme.fontWeights.bold};
      background: ${theme.colors.primary.subtle};
    }
  `}
`;

/** Signed-in visitors' tab bar on small screens; it reserves its height at the bottom of the page. */
export function MobileBottomBar() {
  const pathname = usePathname();
  return (
    <>
      <ReserveSpace />
      <Bar aria-label="Quick links">
        <TabList>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <TabLink href={tab.to} aria-current={isActive(tab, pathname) ? 'page' : undefined}>
                <Icon name={tab.icon} size={22} />
                {tab.label}
              </TabLink>
            </li>
          ))}
        </TabList>
      </Bar>
    </>
  );
}
