import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { Icon, locationAtom, VisuallyHidden } from '@petpal/design-system';

const Root = styled.p`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    min-width: 0;
    max-width: 14rem;
    margin: 0;
    padding: ${theme.spacing[1]} ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.secondary.onSubtle};
    background: ${theme.colors.secondary.subtle};
    border-radius: ${theme.radii.full};

    > svg {
      flex-shrink: 0;
    }

    ${theme.media.mobile} {
      max-width: 8rem;
    }
  `}
`;

const Place = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The signed-in visitor's resolved location, as shared by the platform's location atom. */
export function LocationWidget() {
  const { displayText } = useAtomValue(locationAtom);
  return (
    <Root title={displayText}>
      <Icon name="map-pin" size={16} />
      <VisuallyHidden>Your location: </VisuallyHidden>
      <Place>{displayText}</Place>
    </Root>
  );
}
