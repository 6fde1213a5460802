import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { sessionUserAtom } from '@petpal/design-system/core';
import { PageLink } from '../../composition/PageLink';
import { Logo } from '../brand/Logo';
import { footerLinks, infoLinks, type FooterLink } from './footer-links';

const Root = styled.footer`
  ${({ theme }) => css`
    margin-top: ${theme.spacing[12]};
    padding: ${theme.spacing[10]} 0 ${theme.spacing[8]};
    background: ${theme.colors.surfaceSubtle};
    border-top: 1px solid ${theme.colors.border};
  `}
`;

const Inner = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.spacing[6]} ${theme.spacing[10]};
    align-items: start;
    max-width: 75rem;
    margin: 0 auto;
    padding: 0 ${theme.spacing[6]};

    ${theme.media.mobile} {
      grid-template-columns: 1fr;
      padding: 0 ${theme.spacing[4]};
    }
  `}
`;

const BrandBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 18rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Navs = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[6]} ${theme.spacing[12]};
    justify-content: flex-end;

    ${theme.media.mobile} {
      justify-content: flex-start;
    }
  `}
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterAnchor = styled(PageLink)`
  ${({ theme }) => css`
    color: ${theme.colors.text};
    text-decoration: none;
    border-radius: ${theme.radii.sm};

    &:hover {
      color: ${theme.colors.link};
      text-decoration: underline;
    }
  `}
`;

const Copyright = styled.p`
  ${({ theme }) => css`
    grid-column: 1 / -1;
    margin: 0;
    padding-top: ${theme.spacing[6]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    border-top: 1px solid ${theme.colors.border};
  `}
`;

function Links({ label, links }: { label: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={label}>
      <LinkList>
        {links.map((link) => (
          <li key={link.label}>
            <FooterAnchor href={link.to}>{link.label}</FooterAnchor>
          </li>
        ))}
      </LinkList>
    </nav>
  );
}

/** The footer on every page: main links, help and legal links, brand and copyright. */
export function Footer() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <Root>
      <Inner>
        <BrandBlock>
          <Logo />
          <Tagline>Care, community and trusted professionals for every pet.</Tagline>
        </BrandBlock>
        <Navs>
          <Links label="Footer" links={footerLinks(user)} />
          <Links label="Help and legal" links={infoLinks} />
        </Navs>
        <Copyright>© {new Date().getFullYear()} PetPal. All rights reserved.</Copyright>
      </Inner>
    </Root>
  );
}
