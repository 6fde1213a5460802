import styled, { css } from 'styled-components';
import { careMessages, IMAGE_WIDTHS, imageIdOf } from '@petpal/contracts';
import { EmptyState, Icon, Photo } from '@petpal/design-system';

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

export interface PhotoGalleryProps {
  photos: readonly string[];
  /** The sitter's name, for the pictures' text alternatives and the list's name. */
  name: string;
}

/** Every stored width: the pipeline serves the nearest one it keeps (decision 083). */
const widths = [...IMAGE_WIDTHS];

/**
 * A sitter's photos, or "No Photos Available" (spec section 2): uploaded images (decision 104), each in a reserved
 * 4/3 box with `srcset`, lazy, and the paw drawing when one cannot load.
 */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  if (photos.length === 0) return <EmptyState icon={<Icon name="eye-off" size={28} />} title={careMessages.noPhotos} />;
  return (
    <Grid aria-label={`Photos of ${name}`}>
      {photos.map((src, index) => (
        <li key={src}>
          <Photo
            image={imageIdOf(src) ? { id: imageIdOf(src)!, widths } : null}
            src={src}
            alt={`${name}, photo ${index + 1} of ${photos.length}`}
            fallback={{ kind: 'species', species: 'other' }}
            sizes="(max-width: 767px) 100vw, 16rem"
          />
        </li>
      ))}
    </Grid>
  );
}
