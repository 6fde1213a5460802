import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { Icon, sessionUserAtom } from '@petpal/design-system/core';
import { PageLink } from '../../composition/PageLink';
import { serviceHref, visibleServices } from '../../features/services/services';
import { navItemStyles } from './nav-styles';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ServiceLink = styled(PageLink)`
  ${navItemStyles}
  ${({ theme }) => css`
    display: flex;
    width: 100%;

    > svg {
      flex-shrink: 0;
      color: ${theme.colors.primary.solid};
    }
  `}
`;

export interface ServiceLinksProps {
  onSelect(): void;
  'aria-labelledby'?: string;
}

/** The services menu entries, with the visitor's role hiding and guest targets applied. */
export function ServiceLinks({ onSelect, 'aria-labelledby': labelledBy }: ServiceLinksProps) {
  const user = useAtomValue(sessionUserAtom);
  return (
    <List aria-labelledby={labelledBy}>
      {visibleServices(user).map((service) => (
        <li key={service.id}>
          <ServiceLink href={serviceHref(service, user)} onClick={onSelect}>
            <Icon name={service.icon} size={18} />
            {service.name}
          </ServiceLink>
        </li>
      ))}
    </List>
  );
}
