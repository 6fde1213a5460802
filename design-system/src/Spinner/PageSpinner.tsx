import styled from 'styled-components';
import { Spinner } from './Spinner';

// Holds the page's place (the footer stays where the page will push it) while its screen loads.
const Centre = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 60vh;
  padding: ${({ theme }) => theme.spacing[16]} 0;
`;

/** A page's loading state: a screen that loads on first visit, a session check, a page's first data. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <Centre>
      <Spinner size="lg" label={label} />
    </Centre>
  );
}
