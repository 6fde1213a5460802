import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Region = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing[2]};
    color: ${theme.colors.textMuted};

    &:empty {
      display: none;
    }
  `}
`;

const Ring = styled.span.attrs({ 'aria-hidden': true })`
  width: 1em;
  height: 1em;
  color: ${({ theme }) => theme.colors.primary.solid};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

/** A polite live region that is always in the page, so the message is announced when it appears. */
export function PendingStatus({ message }: { message: string | null }) {
  return (
    <Region role="status">
      {message && (
        <>
          <Ring />
          {message}
        </>
      )}
    </Region>
  );
}
