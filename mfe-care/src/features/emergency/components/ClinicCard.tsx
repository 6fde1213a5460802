import styled, { css } from 'styled-components';
import type { EmergencyClinic } from '@petpal/api/contracts';
import { Badge, ButtonLink, Card, Icon } from '@petpal/design-system';

const Item = styled(Card).attrs({ as: 'li' })`
  ${({ theme }) => css`
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
    min-width: 0;
  `}
`;

const Name = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: anywhere;
  `}
`;

const Row = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
  `}
`;

const Muted = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  `}
`;

const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin-top: auto;

    & > a {
      flex: 1 1 9rem;
    }
  `}
`;

export const distanceLabel = (km: number) => `${km.toFixed(1)} km away`;

/** One emergency clinic: status, distance, address, hours, what it treats, call and directions. */
export function ClinicCard({ clinic }: { clinic: EmergencyClinic }) {
  const nameId = `clinic-${clinic.id}`;
  return (
    <Item aria-labelledby={nameId}>
      <Name id={nameId}>{clinic.name}</Name>
      <Row>
        {clinic.open24h ? (
          <Badge variant="success">Open 24 hours</Badge>
        ) : clinic.openNow ? (
          <Badge variant="success">Open now</Badge>
        ) : (
          <Badge variant="warning">Closed now</Badge>
        )}
        <span>{distanceLabel(clinic.distanceKm)}</span>
      </Row>
      <Muted>{clinic.address}</Muted>
      {!clinic.open24h && <Muted>{clinic.hours}</Muted>}
      {clinic.services.length > 0 && <Muted>Treats: {clinic.services.join(', ')}</Muted>}
      <Actions>
        <ButtonLink href={clinic.telHref} aria-label={`Call ${clinic.name} on ${clinic.phone}`}>
          <Icon name="phone" size={16} /> {clinic.phone}
        </ButtonLink>
        <ButtonLink
          href={clinic.directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          aria-label={`Directions to ${clinic.name} (opens in a new tab)`}
        >
          <Icon name="map-pin" size={16} /> Directions
        </ButtonLink>
      </Actions>
    </Item>
  );
}
