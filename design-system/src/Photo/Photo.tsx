import { useState } from 'react';
import styled, { css } from 'styled-components';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, type ImageRef } from '@petpal/contracts';
import { ProductIllustration, SpeciesIllustration } from './illustrations';

/** What shows when there is no photo, or it fails to load. */
export type PhotoFallback =
  /** A person or provider: initials on a disc coloured from the name. */
  | { kind: 'initials'; name: string }
  /** A pet or a lost/found report: our drawing of the species. */
  | { kind: 'species'; species: string }
  /** A product: our drawing of a parcel. */
  | { kind: 'product' };

export interface PhotoProps {
  /** A stored image (its widths make `srcset`); null or absent: the fallback. */
  image?: Pick<ImageRef, 'id' | 'widths'> | null;
  /** A plain address instead of a stored image (older records); ignored when `image` is set. */
  src?: string | null;
  /** The photo's text alternative; the fallback carries it too. */
  alt: string;
  fallback: PhotoFallback;
  /** The box's width / height, reserved before anything loads (no layout shift). Default 4 / 3. */
  ratio?: number;
  /** How wide the photo shows, for the browser's pick from `srcset`. Default: the full width up to 640 px. */
  sizes?: string;
  shape?: 'rounded' | 'circle';
  /** The first screen's main picture: load it at once (default lazy). */
  eager?: boolean;
  /** Above the fold and what the visitor looks at first (a first row of results): at once and before other images. */
  priority?: boolean;
}

const Box = styled.span<{ $ratio: number; $shape: 'rounded' | 'circle' }>`
  ${({ theme, $ratio, $shape }) => css`
    position: relative;
    display: block;
    width: 100%;
    aspect-ratio: ${$ratio};
    overflow: hidden;
    border-radius: ${$shape === 'circle' ? theme.radii.full : theme.radii.md};
    background: ${theme.colors.neutral.subtle};

    > img,
    > svg {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
    }

    > img {
      object-fit: cover;
    }
  `}
`;

const Initials = styled.span<{ $hue: number }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  container-type: size;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  /* Dark text on a light disc of the name's own hue: AA contrast at every hue. */
  color: hsl(${({ $hue }) => $hue} 60% 22%);
  background: hsl(${({ $hue }) => $hue} 70% 88%);
  font-size: 40cqmin;
  line-height: 1;
`;

const OUR_IMAGE = /^\/api\/images\/([\w-]{22})\/\d+$/;

/**
 * A plain address of one of our stored images (a record that keeps a URL, e.g. a seeded portrait) is offered at
 * every standard width too: the API answers each with the nearest width it stored.
 */
function storedImageOf(src: string | null | undefined): Pick<ImageRef, 'id' | 'widths'> | null {
  const match = src ? OUR_IMAGE.exec(src) : null;
  return match ? { id: match[1]!, widths: [...IMAGE_WIDTHS] } : null;
}

/** The initials of the first two words of a name, titles ("Dr.") left out: "Dr. Asha Rao" -> "AR". */
export function initialsOf(name: string): string {
  const all = name.trim().split(/\s+/).filter(Boolean);
  const words = all.filter((word) => !word.endsWith('.'));
  return (
    (words.length > 0 ? words : all)
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** A stable hue for a name, so a person keeps their colour everywhere. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function Fallback({ fallback }: { fallback: PhotoFallback }) {
  switch (fallback.kind) {
    case 'initials':
      return (
        <Initials $hue={hueOf(fallback.name)} aria-hidden="true">
          {initialsOf(fallback.name)}
        </Initials>
      );
    case 'species':
      return <SpeciesIllustration species={fallback.species} />;
    case 'product':
      return <ProductIllustration />;
  }
}

/**
 * A photo in a box of its final size (aspect-ratio), chosen from the stored widths by `srcset`/`sizes`, loaded
 * lazily and decoded off the main thread; without a photo, or when it fails to load, our designed fallback.
 */
export function Photo({
  image,
  src,
  alt,
  fallback,
  ratio = 4 / 3,
  sizes = '(max-width: 640px) 100vw, 640px',
  shape = 'rounded',
  eager = false,
  priority = false,
}: PhotoProps) {
  const stored = image ?? storedImageOf(src);
  const source = stored ? imageUrl(stored.id, stored.widths[stored.widths.length - 1] ?? 640) : (src ?? null);
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = source !== null && source !== failed;
  return (
    <Box
      $ratio={ratio}
      $shape={shape}
      // The fallback stands for the photo: named like it, or hidden like a decorative one (alt="").
      role={showPhoto || alt === '' ? undefined : 'img'}
      aria-label={showPhoto || alt === '' ? undefined : alt}
      aria-hidden={!showPhoto && alt === '' ? true : undefined}
    >
      {showPhoto ? (
        <img
          src={source}
          srcSet={stored ? imageSrcSet(stored) : undefined}
          sizes={stored ? sizes : undefined}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(source)}
        />
      ) : (
        <Fallback fallback={fallback} />
      )}
    </Box>
  );
}
