import { format } from 'date-fns';
import styled from 'styled-components';
import { IconButton } from '../internal/IconButton';

export interface DayStepperProps {
  date: Date | null;
  onPrev(): void;
  onNext(): void;
  prevDisabled?: boolean;
  nextDisabled?: boolean;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const Step = styled(IconButton)`
  border: 1px solid ${({ theme }) => theme.colors.borderControl};
`;

const Current = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

/** Steps the chosen date one day back or forward. */
export function DayStepper({ date, onPrev, onNext, prevDisabled = false, nextDisabled = false }: DayStepperProps) {
  return (
    <Root>
      <Step icon="chevron-left" aria-label="Previous day" onClick={onPrev} disabled={prevDisabled} />
      <Current aria-live="polite">{date ? format(date, 'MMMM d, yyyy') : 'Select a date'}</Current>
      <Step icon="chevron-right" aria-label="Next day" onClick={onNext} disabled={nextDisabled} />
    </Root>
  );
}
