import styled, { css } from 'styled-components';
import { Photo } from '@petpal/design-system';
import type { PetReport } from '@petpal/contracts';

const Frame = styled.div<{ $large: boolean }>`
  ${({ $large }) =>
    $large
      ? css`
          width: 100%;
        `
      : css`
          flex: none;
          width: 6rem;
        `}
`;

/**
 * A report's photo, cropped to a square box reserved before it loads, or our drawing when there is none or it
 * fails to load: a list's thumbnail or the page's. (Reports carry no species yet: the drawing is the paw.)
 */
export function ReportPhoto({ report, name, large = false }: { report: PetReport; name: string; large?: boolean }) {
  return (
    <Frame $large={large}>
      <Photo
        image={report.photo}
        alt={`Photo of ${name}`}
        fallback={{ kind: 'species', species: 'other' }}
        ratio={1}
        sizes={large ? undefined : '6rem'}
        eager={large}
      />
    </Frame>
  );
}
