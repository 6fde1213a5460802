import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BOOKING_SERVICE_TYPES, type BookingServiceType } from '@petpal/contracts';
import { FormSection, Icon, type IconName, PageFrame, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { serviceLabel } from '../../../lib/format';
import { formUrl } from '../../../lib/sitter-urls';

const Grid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
    gap: ${theme.spacing[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

// The whole tile is the link's target (its ::after covers the tile); the link's name stays the service.
const Tile = styled.li`
  ${({ theme }) => css`
    position: relative;
    display: grid;
    gap: ${theme.spacing[2]};
    align-content: start;
    padding: ${theme.spacing[5]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.sm};

    &:hover {
      border-color: ${theme.colors.primary.border};
      box-shadow: ${theme.shadows.md};
    }
  `}
`;

const IconWell = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    color: ${theme.colors.primary.onSubtle};
    background: ${theme.colors.primary.subtle};
    border-radius: ${theme.radii.full};
  `}
`;

const Title = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};

    a {
      color: ${theme.colors.text};
      text-decoration: none;

      &:focus-visible {
        outline: none;
      }

      &::after {
        position: absolute;
        inset: 0;
        content: '';
        border-radius: ${theme.radii.lg};
      }

      /* The focus ring goes round the whole tile, which is what the link stands for. */
      &:focus-visible::after {
        outline: 3px solid ${theme.colors.focusRing};
        outline-offset: 2px;
      }
    }
  `}
`;

const services: Record<BookingServiceType, { icon: IconName; description: string }> = {
  'hostel-checkin': { icon: 'home', description: 'Your pet stays overnight at the sitter’s place.' },
  'dog-walking': { icon: 'paw', description: 'Walks on the days and times you choose, once or every week.' },
  'day-care': { icon: 'heart', description: 'Daytime care while you are busy, once or every week.' },
  'house-sitting': { icon: 'user', description: 'A sitter looks after your pet in your home, overnight.' },
};

/**
 * /services/book-pet-sitter: the four services in the spec's order (Hostel Check-in, Dog Walking, Day Care,
 * House Sitting), each leading to its search form (spec section 2).
 */
export function ServiceSelectionPage() {
  return (
    <PageFrame
      title="Book a Pet Sitter"
      intro="Trusted sitters near you for walks, day care and overnight stays. Choose a service to see who is available."
    >
      <FormSection title="Choose a Service" level={2}>
        <Grid aria-label="Pet sitting services">
          {BOOKING_SERVICE_TYPES.map((type) => (
            <Tile key={type}>
              <IconWell aria-hidden="true">
                <Icon name={services[type].icon} size={22} />
              </IconWell>
              <Title>
                <Link to={formUrl(type, type === 'dog-walking' || type === 'day-care' ? '' : `service=${type}`)}>
                  {serviceLabel(type)}
                </Link>
              </Title>
              <Text tone="muted">{services[type].description}</Text>
            </Tile>
          ))}
        </Grid>
      </FormSection>
      <Stack direction="row" gap={3} wrap>
        <RouterButtonLink to="/appointments" variant="outline">
          View My Bookings
        </RouterButtonLink>
      </Stack>
    </PageFrame>
  );
}
