import styled from 'styled-components';
import { Button } from '../Button';

const Box = styled.div`
  margin: ${({ theme }) => theme.spacing[6]} auto;
  max-width: 32rem;
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

export interface AreaFallbackProps {
  /** Human name of the area, e.g. "Vet booking". */
  area: string;
  onRetry(): void;
}

/** Shown in place of an area whose code failed to load, mount or render; the rest of the page keeps working. */
export function AreaFallback({ area, onRetry }: AreaFallbackProps) {
  return (
    <Box role="alert" data-area-fallback={area}>
      <p>
        <strong>{area} is unavailable right now.</strong>
      </p>
      <p>The rest of PetPal still works. Please try again in a moment.</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
