import { useState } from 'react';
import styled, { css } from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
}

const dimensions: Record<AvatarSize, { box: string; font: string }> = {
  sm: { box: '2rem', font: '0.75rem' },
  md: { box: '2.5rem', font: '0.875rem' },
  lg: { box: '4rem', font: '1.375rem' },
};

const circle = css<{ $size: AvatarSize }>`
  ${({ theme, $size }) => css`
    flex-shrink: 0;
    width: ${dimensions[$size].box};
    height: ${dimensions[$size].box};
    border-radius: ${theme.radii.full};
  `}
`;

const Image = styled.img<{ $size: AvatarSize }>`
  ${circle}
  object-fit: cover;
`;

const Initials = styled.span<{ $size: AvatarSize }>`
  ${circle}
  ${({ theme, $size }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: ${dimensions[$size].font};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.primary.onSubtle};
    background: ${theme.colors.primary.subtle};
  `}
`;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}

/** The photo when there is one that loads, otherwise the initials of the first two words of the name. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return <Image src={src} alt={name} $size={size} onError={() => setFailedSrc(src)} />;
  }
  return (
    <Initials role="img" aria-label={name} $size={size}>
      {initialsOf(name)}
    </Initials>
  );
}
