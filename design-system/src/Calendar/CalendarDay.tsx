import { format } from 'date-fns';
import styled, { css } from 'styled-components';

export interface DayState {
  selected: boolean;
  available: boolean;
  holiday: boolean;
  disabled: boolean;
  today: boolean;
}

export const dayCellStyles = css<{ $state: DayState }>`
  ${({ theme, $state }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    font-family: inherit;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
    background: transparent;
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    cursor: pointer;

    &:hover:not([aria-disabled='true']) {
      background: ${theme.colors.neutral.subtle};
    }

    ${
      $state.today &&
      css`
        border-color: ${theme.colors.borderControl};
      `
    }

    ${
      $state.available &&
      css`
        font-weight: ${theme.fontWeights.bold};
        color: ${theme.colors.info.onSubtle};
        background: ${theme.colors.info.subtle};
      `
    }

    ${
      $state.disabled &&
      css`
        color: ${theme.colors.textMuted};
        cursor: not-allowed;
      `
    }

    ${
      $state.holiday &&
      css`
        color: ${theme.colors.destructive.solid};
        text-decoration: line-through;
        cursor: not-allowed;
      `
    }

    ${
      $state.selected &&
      css`
        font-weight: ${theme.fontWeights.bold};
        color: ${theme.colors.primary.onSolid};
        background: ${theme.colors.primary.solid};

        &:hover:not([aria-disabled='true']) {
          background: ${theme.colors.primary.solidHover};
        }
      `
    }
  `}
`;

const DayButton = styled.button<{ $state: DayState }>`
  ${dayCellStyles}
`;

interface CalendarDayProps {
  day: Date;
  state: DayState;
  focusable: boolean;
  onPick(day: Date): void;
}

function describe(day: Date, state: DayState): string {
  const name = format(day, 'EEEE, MMMM d, yyyy');
  if (state.holiday) return `${name}, holiday`;
  if (state.available) return `${name}, available`;
  return name;
}

export function CalendarDay({ day, state, focusable, onPick }: CalendarDayProps) {
  const blocked = state.holiday || state.disabled;
  return (
    <DayButton
      type="button"
      tabIndex={focusable ? 0 : -1}
      aria-label={describe(day, state)}
      aria-disabled={blocked || undefined}
      aria-current={state.today ? 'date' : undefined}
      data-date={format(day, 'yyyy-MM-dd')}
      onClick={() => {
        if (!blocked) onPick(day);
      }}
      $state={state}
    >
      {format(day, 'd')}
    </DayButton>
  );
}
