import styled, { css } from 'styled-components';
import { SpinnerGlyph } from '../Spinner/SpinnerGlyph';

export interface LoadingLineProps {
  /** What is under way ("Loading available time slots..."); null shows nothing but keeps the live region. */
  message: string | null;
  align?: 'start' | 'center';
}

const Root = styled.div<{ $align: 'start' | 'center' }>`
  ${({ theme, $align }) => css`
    display: flex;
    align-items: center;
    justify-content: ${$align === 'center' ? 'center' : 'flex-start'};
    gap: ${theme.spacing[2]};
    color: ${theme.colors.textMuted};

    /* Empty, it stays in the accessibility tree (to announce what appears) but out of the page's flow. */
    &:empty {
      position: absolute;
    }
  `}
`;

const Ring = styled(SpinnerGlyph)`
  color: ${({ theme }) => theme.colors.primary.solid};
`;

/**
 * A visible loading message with a spinner, in a polite live region. Keep it mounted with `message={null}`
 * where a message may appear later: a region that is already in the page announces what appears in it.
 */
export function LoadingLine({ message, align = 'start' }: LoadingLineProps) {
  return (
    <Root role="status" $align={align}>
      {message && (
        <>
          <Ring $size="sm" />
          {message}
        </>
      )}
    </Root>
  );
}
