import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

const Box = styled.div`
  margin: ${({ theme }) => theme.spacing[6]} auto;
  max-width: 32rem;
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Compact = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AreaFallbackProps {
  /** Human name of the area, e.g. "Vet booking". */
  area: string;
  onRetry(): void;
  /** A one-line form for small slots such as the navbar bell. */
  compact?: boolean;
}

/** Shown in place of an area whose code failed to load, mount or render; the rest of the page keeps working. */
export function AreaFallback({ area, onRetry, compact = false }: AreaFallbackProps) {
  if (compact) {
    return (
      <Compact role="alert" data-area-fallback={area}>
        <Icon name="alert" size={18} aria-hidden />
        <Button variant="ghost" size="sm" onClick={onRetry} aria-label={`${area} is unavailable right now. Retry`}>
          Retry
        </Button>
      </Compact>
    );
  }
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
