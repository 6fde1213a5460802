import { useId } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { sessionUserAtom } from '@petpal/design-system/core';
import { navbarHeight } from '../layout';
import { AuthActions } from './AuthActions';
import { NavItemLink } from './NavItemLink';
import { primaryLinks } from './primary-links';
import { ServiceLinks } from './ServiceLinks';

const Panel = styled.div`
  ${({ theme }) => css`
    position: fixed;
    top: ${navbarHeight};
    right: 0;
    left: 0;
    z-index: ${theme.zIndex.dropdown};
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[4]};
    max-height: calc(100vh - ${navbarHeight});
    overflow-y: auto;
    padding: ${theme.spacing[4]};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.lg};

    ${theme.media.desktop} {
      display: none;
    }
  `}
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
  }
`;

const GroupTitle = styled.p`
  ${({ theme }) => css`
    margin: 0 0 ${theme.spacing[2]};
    padding: 0 ${theme.spacing[3]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  `}
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export interface MobileMenuProps {
  id: string;
  onNavigate(): void;
}

/** The small-screen menu: the navbar's links, every service and the account actions. */
export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  const user = useAtomValue(sessionUserAtom);
  const servicesTitleId = useId();
  return (
    <Panel id={id}>
      <LinkList>
        {primaryLinks(user).map((link) => (
          <li key={link.label}>
            <NavItemLink to={link.to} end={link.end} onClick={onNavigate}>
              {link.label}
            </NavItemLink>
          </li>
        ))}
      </LinkList>
      <div>
        <GroupTitle id={servicesTitleId}>Services</GroupTitle>
        <ServiceLinks onSelect={onNavigate} aria-labelledby={servicesTitleId} />
      </div>
      <Actions>
        <AuthActions fullWidth onNavigate={onNavigate} />
      </Actions>
    </Panel>
  );
}
