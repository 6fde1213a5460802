import styled, { css, keyframes } from 'styled-components';
import type { Theme } from '../tokens';
import { VisuallyHidden } from '@petpal/design-system/core';

export interface SkeletonProps {
  /** Any CSS length; the default fills its container. */
  width?: string;
  /** Any CSS length; give `aspectRatio` instead for a box that scales with its width (a photo). */
  height?: string;
  /** e.g. "4 / 3": the box of an image that is not loaded yet. */
  aspectRatio?: string;
  radius?: keyof Theme['radii'];
}

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: 0 0;
  }
`;

const Bone = styled.span<{ $width: string; $height?: string; $aspectRatio?: string; $radius: keyof Theme['radii'] }>`
  ${({ theme, $width, $height, $aspectRatio, $radius }) => css`
    display: block;
    flex-shrink: 0;
    width: ${$width};
    height: ${$height ?? 'auto'};
    aspect-ratio: ${$aspectRatio ?? 'auto'};
    border-radius: ${theme.radii[$radius]};
    background: linear-gradient(
        90deg,
        ${theme.colors.surfaceSubtle} 30%,
        ${theme.colors.border} 50%,
        ${theme.colors.surfaceSubtle} 70%
      )
      0 0 / 300% 100%;
    animation: ${shimmer} 1.4s ease-in-out infinite;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `}
`;

/**
 * The grey shape of something still loading, drawn at the size the real thing will take, so nothing moves when it
 * arrives (issue 18, decision 080). Hidden from assistive technology: the loading state's own status says what loads.
 */
export function Skeleton({ width = '100%', height, aspectRatio, radius = 'md' }: SkeletonProps) {
  return (
    <Bone
      aria-hidden="true"
      data-skeleton=""
      $width={width}
      $height={height ?? (aspectRatio ? undefined : '1em')}
      $aspectRatio={aspectRatio}
      $radius={radius}
    />
  );
}

export interface SkeletonListProps {
  /** What is loading, read out once ("Loading clinics..."); shown only to screen readers. */
  label: string;
  /** How many rows to hold: as many as a page of results usually shows above the fold. */
  rows?: number;
  /** Each row's height: the height of one loaded row (a card, a list entry) at the same width. */
  rowHeight: string;
  /** Room between rows, as the loaded list spaces them. */
  gap?: string;
}

const Rows = styled.div<{ $gap: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => $gap};
`;

/** A list's loading state: `rows` placeholder rows of the loaded rows' height, in one polite status region. */
export function SkeletonList({ label, rows = 3, rowHeight, gap = '1rem' }: SkeletonListProps) {
  return (
    <Rows role="status" aria-busy="true" $gap={gap}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={rowHeight} radius="lg" />
      ))}
    </Rows>
  );
}
