import styled, { css } from 'styled-components';
import type { EmergencyClinic } from '@petpal/contracts';
import { Badge, ButtonLink, Icon, MetaRow } from '@petpal/design-system';
import { ProviderCard } from '../../../ui/ProviderCard';

const Muted = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  `}
`;

export const distanceLabel = (km: number) => `${km.toFixed(1)} km away`;

/** One emergency clinic: status, distance, address, hours, what it treats, call and directions. */
export function ClinicCard({ clinic }: { clinic: EmergencyClinic }) {
  return (
    <ProviderCard
      name={clinic.name}
      fillActions
      actions={
        <>
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
        </>
      }
    >
      <MetaRow>
        {clinic.open24h ? (
          <Badge variant="success">Open 24 hours</Badge>
        ) : clinic.openNow ? (
          <Badge variant="success">Open now</Badge>
        ) : (
          <Badge variant="warning">Closed now</Badge>
        )}
        <span>{distanceLabel(clinic.distanceKm)}</span>
      </MetaRow>
      <Muted>{clinic.address}</Muted>
      {!clinic.open24h && <Muted>{clinic.hours}</Muted>}
      {clinic.services.length > 0 && <Muted>Treats: {clinic.services.join(', ')}</Muted>}
    </ProviderCard>
  );
}
