import styled, { css } from 'styled-components';
import { careMessages } from '@petpal/contracts';
import { EmptyState, Icon } from '@petpal/design-system';

const Grid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Photo = styled.img`
  ${({ theme }) => css`
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.colors.surfaceSubtle};
    border-radius: ${theme.radii.md};
  `}
`;

export interface PhotoGalleryProps {
  photos: readonly string[];
  /** The sitter's name, for the pictures' text alternatives and the list's name. */
  name: string;
}

/** A sitter's photos, or "No Photos Available" (spec section 2). */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  if (photos.length === 0) return <EmptyState icon={<Icon name="eye-off" size={28} />} title={careMessages.noPhotos} />;
  return (
    <Grid aria-label={`Photos of ${name}`}>
      {photos.map((src, index) => (
        <li key={src}>
          <Photo src={src} alt={`${name}, photo ${index + 1} of ${photos.length}`} loading="lazy" />
        </li>
      ))}
    </Grid>
  );
}
