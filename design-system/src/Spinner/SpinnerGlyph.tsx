import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameters: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** The rotating ring alone, for places (such as Button) that announce busy state another way. */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
