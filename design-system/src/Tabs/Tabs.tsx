import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The selected tab id when controlled; uncontrolled it starts on the first tab. */
  value?: string;
  onChange?(id: string): void;
  /** Accessible name of the tab list. */
  label?: string;
}

const List = styled.div`
  ${({ theme }) => css`
    display: flex;
    gap: ${theme.spacing[1]};
    overflow-x: auto;
    border-bottom: 1px solid ${theme.colors.border};
  `}
`;

const Tab = styled.button<{ $selected: boolean }>`
  ${({ theme, $selected }) => css`
    padding: ${theme.spacing[2]} ${theme.spacing[4]};
    margin-bottom: -1px;
    font-family: inherit;
    font-size: ${theme.fontSizes.md};
    font-weight: ${$selected ? theme.fontWeights.semibold : theme.fontWeights.regular};
    color: ${$selected ? theme.colors.primary.onSubtle : theme.colors.textMuted};
    white-space: nowrap;
    background: none;
    border: 0;
    border-bottom: 3px solid ${$selected ? theme.colors.primary.solid : 'transparent'};
    cursor: pointer;

    &:hover {
      color: ${theme.colors.text};
    }
  `}
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.spacing[4]};
`;

const keyTargets: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs({ tabs, value, onChange, label }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [uncontrolled, setUncontrolled] = useState(tabs[0]?.id);
  const current = tabs.find((tab) => tab.id === (value ?? uncontrolled)) ?? tabs[0];

  function select(id: string) {
    setUncontrolled(id);
    onChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = keyTargets[event.key];
    if (!target || !current) return;
    event.preventDefault();
    const index = target(tabs.indexOf(current), tabs.length);
    const next = tabs[index];
    if (!next) return;
    select(next.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  }

  return (
    <div>
      <List ref={listRef} role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const selected = tab === current;
          return (
            <Tab
              key={tab.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              $selected={selected}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab !== current}
        >
          {tab === current && tab.content}
        </Panel>
      ))}
    </div>
  );
}
