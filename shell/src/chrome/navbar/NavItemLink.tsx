import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { PageLink } from '../../composition/PageLink';
import { isCurrentPath, usePathname } from '../../composition/use-pathname';
import { navItemStyles } from './nav-styles';

const Anchor = styled(PageLink)`
  ${navItemStyles}
`;

export type NavItemLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  /** Current only on this exact path, not below it. */
  end?: boolean;
};

/** A navbar link, marked aria-current="page" while its page is shown. */
export function NavItemLink({ to, end, ...rest }: NavItemLinkProps) {
  const current = isCurrentPath(usePathname(), to, end);
  return <Anchor {...rest} href={to} aria-current={current ? 'page' : undefined} />;
}
