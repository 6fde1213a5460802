import styled, { css } from 'styled-components';
import type { VetSummary } from '@petpal/contracts';
import { Photo } from '@petpal/design-system';

const Box = styled.span<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
`;

const Row = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
  `}
`;

const Name = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

const Place = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `}
`;

type Who = Pick<VetSummary, 'fullName' | 'profileImageUrl'>;

/**
 * The vet's photo (decision 112), or their initials on a disc of their own colour when there is none or it fails;
 * decorative (alt ""): the vet's name is always beside it.
 */
export function VetPortrait({ vet, size = '3rem' }: { vet: Who; size?: string }) {
  return (
    <Box $size={size}>
      <Photo
        src={vet.profileImageUrl}
        alt=""
        fallback={{ kind: 'initials', name: vet.fullName }}
        ratio={1}
        shape="circle"
        sizes={size}
      />
    </Box>
  );
}

/** Who the owner is booking (decision 116): the vet's photo beside their name and where they practise. */
export function VetIdentity({ vet }: { vet: Who & Pick<VetSummary, 'location'> }) {
  return (
    <Row>
      <VetPortrait vet={vet} size="3.5rem" />
      <div>
        <Name>{vet.fullName}</Name>
        <Place>{vet.location}</Place>
      </div>
    </Row>
  );
}
