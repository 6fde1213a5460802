import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Root = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    color: ${theme.colors.textMuted};
  `}
`;

const Ring = styled.span.attrs({ 'aria-hidden': true })`
  flex-shrink: 0;
  width: 1em;
  height: 1em;
  color: ${({ theme }) => theme.colors.primary.solid};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/** A loading message with a spinner, announced politely ("Loading available time slots..."). */
export function LoadingLine({ message }: { message: string }) {
  return (
    <Root role="status">
      <Ring />
      {message}
    </Root>
  );
}
