import { useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { Icon, sessionUserAtom, useDismiss } from '@petpal/design-system/core';
import { PageLink } from '../../composition/PageLink';
import { RemoteParcel } from '../../composition/RemoteParcel';
import { usePathname } from '../../composition/use-pathname';
import { homeHref } from '../../lib/paths';
import { Logo } from '../brand/Logo';
import { navbarHeight } from '../layout';
import { AuthActions } from './AuthActions';
import { CartHeaderLink } from './CartHeaderLink';
import { LocationWidget } from './LocationWidget';
import { MobileMenu } from './MobileMenu';
import { NavItemLink } from './NavItemLink';
import { navItemStyles } from './nav-styles';
import { primaryLinks } from './primary-links';
import { ServicesDropdown } from './ServicesDropdown';
import { SkipLink } from './SkipLink';

const Header = styled.header`
  ${({ theme }) => css`
    position: fixed;
    top: 0;
    right: 0;
    left: 0;
    z-index: ${theme.zIndex.nav};
    height: ${navbarHeight};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.sm};
  `}
`;

const Bar = styled.nav`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[4]};
    max-width: 75rem;
    height: 100%;
    margin: 0 auto;
    padding: 0 ${theme.spacing[6]};

    ${theme.media.mobile} {
      gap: ${theme.spacing[2]};
      padding: 0 ${theme.spacing[4]};
    }
  `}
`;

const Brand = styled.div`
  display: flex;
  flex-shrink: 1;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-width: 0;
`;

const BrandLink = styled(PageLink)`
  flex-shrink: 0;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const DesktopLinks = styled.ul`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: 0 0 0 auto;
    padding: 0;
    list-style: none;

    ${theme.media.mobile} {
      display: none;
    }
  `}
`;

const End = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};

    ${theme.media.mobile} {
      margin-left: auto;
    }
  `}
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MenuRoot = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const MenuButton = styled.button`
  ${navItemStyles}
  padding: ${({ theme }) => theme.spacing[2]};
  /* A phone's tap target (the menu shows on small screens only). */
  min-width: 2.75rem;
  min-height: 2.75rem;
  justify-content: center;
`;

/** The fixed top bar: brand, page links, services, account actions and, on small screens, the menu. */
export function Navbar() {
  const user = useAtomValue(sessionUserAtom);
  const pathname = usePathname();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuRoot = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = () => setMenuOpenOn(null);
  useDismiss(menuRoot, menuButton, menuOpen, closeMenu);

  const [home, ...otherLinks] = primaryLinks(user);

  return (
    <Header>
      <SkipLink />
      <Bar aria-label="Main">
        <Brand>
          <BrandLink href={homeHref(user)}>
            <Logo />
          </BrandLink>
          {user && <LocationWidget />}
        </Brand>
        <DesktopLinks>
          {home && (
            <li>
              <NavItemLink to={home.to} end={home.end}>
                {home.label}
              </NavItemLink>
            </li>
          )}
          <li>
            <ServicesDropdown />
          </li>
          {otherLinks.map((link) => (
            <li key={link.label}>
              <NavItemLink to={link.to} end={link.end}>
                {link.label}
              </NavItemLink>
            </li>
          ))}
        </DesktopLinks>
        <End>
          <CartHeaderLink />
          {user && <RemoteParcel remote="mfe_notifications" expose="bell" area="Notifications" compact />}
          <DesktopOnly>
            <AuthActions />
          </DesktopOnly>
          <MenuRoot ref={menuRoot}>
            <MenuButton
              ref={menuButton}
              type="button"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            </MenuButton>
            {menuOpen && <MobileMenu id={menuId} onNavigate={closeMenu} />}
          </MenuRoot>
        </End>
      </Bar>
    </Header>
  );
}
