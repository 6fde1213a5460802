import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system';
import type { PetReport } from '@petpal/contracts';

const Frame = styled.div<{ $large: boolean }>`
  ${({ theme, $large }) => css`
    overflow: hidden;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${theme.colors.surfaceSubtle};
    color: ${theme.colors.textMuted};
    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    ${
      $large
        ? css`
            aspect-ratio: 1;
            border-radius: ${theme.radii.lg};
          `
        : css`
            flex: none;
            width: 6rem;
            height: 6rem;
            border-radius: ${theme.radii.md};
          `
    }
  `}
`;

/** A report's photo, cropped to its frame, or a paw when there is none: a list's thumbnail or the page's. */
export function ReportPhoto({ report, name, large = false }: { report: PetReport; name: string; large?: boolean }) {
  return (
    <Frame $large={large}>
      {report.petPictureUrl ? (
        <img src={report.petPictureUrl} alt={`Photo of ${name}`} />
      ) : (
        <Icon name="paw" size={large ? 64 : 32} />
      )}
    </Frame>
  );
}
