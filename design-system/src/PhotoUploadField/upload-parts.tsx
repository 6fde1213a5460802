import styled, { css } from 'styled-components';
import { imageUrl } from '@petpal/contracts';
import { Spinner } from '../Spinner';

/** The file input of both photo fields. */
export const FileInput = styled.input`
  ${({ theme }) => css`
    max-width: 100%;
    font-size: ${theme.fontSizes.sm};

    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

/** A 6 rem square preview thumbnail. */
export const previewImage = css`
  ${({ theme }) => css`
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  `}
`;

const UploadingLine = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    margin: ${theme.spacing[2]} 0 0;
    font-size: ${theme.fontSizes.sm};
  `}
`;

/** "Uploading photo…" while a chosen file is on its way (fetch has no upload progress: indeterminate). */
export function Uploading({ count = 1 }: { count?: number }) {
  return (
    <UploadingLine role="status">
      <Spinner size="sm" /> {count > 1 ? `Uploading ${count} photos…` : 'Uploading photo…'}
    </UploadingLine>
  );
}

/** The types a photo field offers (what the pipeline decodes). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The width a preview shows from (a 6 rem box, sharp on a dense screen; the API answers the nearest stored). */
export const previewUrl = (id: string) => imageUrl(id, 320);
