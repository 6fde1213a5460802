import { format } from 'date-fns';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

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

const Current = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

/** Steps the chosen date one day back or forward. */
export function DayStepper({ date, onPrev, onNext, prevDisabled = false, nextDisabled = false }: DayStepperProps) {
  return (
    <Root>
      <Button variant="outline" size="sm" aria-label="Previous day" onClick={onPrev} disabled={prevDisabled}>
        <Icon name="chevron-left" size={16} />
        Prev
      </Button>
      <Current aria-live="polite">{date ? format(date, 'MMMM d, yyyy') : 'Select a date'}</Current>
      <Button variant="outline" size="sm" aria-label="Next day" onClick={onNext} disabled={nextDisabled}>
        Next
        <Icon name="chevron-right" size={16} />
      </Button>
    </Root>
  );
}
