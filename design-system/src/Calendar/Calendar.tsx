import { format, isSameDay, isSameMonth, isToday, startOfMonth } from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from '../internal/IconButton';
import { CalendarDay } from './CalendarDay';
import { CalendarLegend } from './CalendarLegend';
import { dayAfterKey, monthWeeks, restingDay, weekdayLabels } from './month-grid';

export interface CalendarProps {
  month: Date;
  onMonthChange(month: Date): void;
  selected: Date | null;
  onSelect(day: Date): void;
  /** Days that cannot be chosen (e.g. outside the booking window). */
  isDisabled?(day: Date): boolean;
  /** Days highlighted bold light blue. */
  isAvailable?(day: Date): boolean;
  /** Days struck through in red; never selectable. */
  isHoliday?(day: Date): boolean;
  showLegend?: boolean;
  /** Days chosen besides `selected` (the days of a chosen range); each reads as selected. */
  isInRange?(day: Date): boolean;
}

const Root = styled.div`
  display: inline-block;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing[2]};
`;

const MonthLabel = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.table`
  border-collapse: collapse;
`;

const Weekday = styled.th`
  ${({ theme }) => css`
    width: 2.75rem;
    padding-bottom: ${theme.spacing[1]};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textMuted};
  `}
`;

const Cell = styled.td`
  padding: 0.125rem;
  text-align: center;
`;

const never = () => false;

/** A month grid, Sunday first, following the WAI-ARIA date grid keyboard pattern. */
export function Calendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  isDisabled = never,
  isAvailable = never,
  isHoliday = never,
  showLegend = false,
  isInRange = never,
}: CalendarProps) {
  const labelId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const [focused, setFocused] = useState<Date | null>(null);
  const activeDay = focused && isSameMonth(focused, month) ? focused : restingDay(month, selected);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = dayAfterKey(activeDay, event.key);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    moveFocus.current = true;
    if (!isSameMonth(next, month)) onMonthChange(startOfMonth(next));
  }

  function showMonth(offset: number) {
    onMonthChange(startOfMonth(new Date(month.getFullYear(), month.getMonth() + offset, 1)));
  }

  return (
    <Root>
      <Header>
        <IconButton icon="chevron-left" aria-label="Previous month" onClick={() => showMonth(-1)} />
        <MonthLabel id={labelId} aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </MonthLabel>
        <IconButton icon="chevron-right" aria-label="Next month" onClick={() => showMonth(1)} />
      </Header>
      <Grid ref={gridRef} role="grid" aria-labelledby={labelId} onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weekdayLabels.map((weekday) => (
              <Weekday key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <Cell key={column} />;
                const holiday = isHoliday(day);
                const disabled = isDisabled(day);
                const isSelected = (selected !== null && isSameDay(day, selected)) || isInRange(day);
                return (
                  <Cell key={column} aria-selected={isSelected}>
                    <CalendarDay
                      day={day}
                      focusable={isSameDay(day, activeDay)}
                      state={{
                        selected: isSelected,
                        holiday,
                        disabled,
                        available: !holiday && !disabled && isAvailable(day),
                        today: isToday(day),
                      }}
                      onPick={(picked) => {
                        setFocused(picked);
                        onSelect(picked);
                      }}
                    />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      {showLegend && <CalendarLegend />}
    </Root>
  );
}
