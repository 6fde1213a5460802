import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@petpal/design-system';

const Root = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** "← Bandra Dog Walkers" (read as "Back to Bandra Dog Walkers"): the page one level up. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Root to={to}>
      <span aria-hidden="true">←</span> <VisuallyHidden>Back to</VisuallyHidden> {children}
    </Root>
  );
}
