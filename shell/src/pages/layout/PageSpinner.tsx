import styled from 'styled-components';
import { Spinner } from '@petpal/design-system';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[16]} 0;
`;

export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <Centre>
      <Spinner size="lg" label={label} />
    </Centre>
  );
}
