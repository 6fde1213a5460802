import styled from 'styled-components';
import { VisuallyHidden } from '@petpal/design-system/core';
import { Skeleton } from './Skeleton';

// The shape of a page (PageFrame's heading, a lead line, a few cards) inside the page's width, and at least most of
// the first screen tall: what replaces it grows from here without moving the footer or anything below.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  box-sizing: border-box;
  width: 100%;
  max-width: 72rem;
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]}`};
`;

/**
 * A page's loading state (a screen that loads on its first visit, a session check, a page's first data): the page's
 * outline in skeleton blocks, with one status that names what loads ("Loading page").
 */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <Frame role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton width="min(20rem, 70%)" height="2.25rem" />
      <Skeleton width="min(32rem, 90%)" height="1.25rem" />
      <Skeleton height="8rem" radius="lg" />
      <Skeleton height="8rem" radius="lg" />
    </Frame>
  );
}
