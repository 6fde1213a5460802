import styled, { css } from 'styled-components';
import { dayCellStyles, type DayState } from './CalendarDay';

const List = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[4]};
    margin: ${theme.spacing[3]} 0 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};
  `}
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Sample = styled.span.attrs({ 'aria-hidden': true })<{ $state: DayState }>`
  ${dayCellStyles}
  width: 1.75rem;
  height: 1.75rem;
  cursor: default;
`;

const plain: DayState = { selected: false, available: false, holiday: false, disabled: false, today: false };

export function CalendarLegend() {
  return (
    <List aria-label="Legend">
      <Item>
        <Sample $state={{ ...plain, available: true }}>7</Sample>
        Available
      </Item>
      <Item>
        <Sample $state={{ ...plain, holiday: true }}>7</Sample>
        Holiday (Unavailable)
      </Item>
    </List>
  );
}
