import styled, { css } from 'styled-components';
import { Badge } from '@petpal/design-system';

const BadgeList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export interface ServiceBadgesProps {
  services: readonly string[];
  /** Show at most this many, then "+N more" (spec section 9: a sitter's card shows 3); every one by default. */
  limit?: number;
  /** The list's accessible name ("Specializations" for a trainer). */
  label?: string;
}

/** What a provider offers, as badges. */
export function ServiceBadges({ services, limit = services.length, label = 'Services' }: ServiceBadgesProps) {
  const shown = services.slice(0, limit);
  const more = services.length - shown.length;
  return (
    <BadgeList aria-label={label}>
      {shown.map((service) => (
        <li key={service}>
          <Badge variant="neutral">{service}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="neutral">+{more} more</Badge>
        </li>
      )}
    </BadgeList>
  );
}
