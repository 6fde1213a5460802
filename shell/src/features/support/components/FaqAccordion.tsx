import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system';
import type { FaqItem } from '@petpal/contracts';
import { groupFaq } from '../group-faq';

const Category = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.spacing[8]};
  }
`;

const CategoryTitle = styled.h2`
  ${({ theme }) => css`
    margin: 0 0 ${theme.spacing[3]};
    font-size: ${theme.fontSizes.xl};
  `}
`;

const List = styled.div`
  ${({ theme }) => css`
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    overflow: hidden;
  `}
`;

const Entry = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Question = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Toggle = styled.button`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[4]};
    width: 100%;
    padding: ${theme.spacing[4]} ${theme.spacing[5]};
    font: inherit;
    font-weight: ${theme.fontWeights.semibold};
    text-align: left;
    color: ${theme.colors.text};
    background: transparent;
    border: 0;
    cursor: pointer;

    &:hover {
      background: ${theme.colors.primary.subtle};
    }

    > svg {
      flex-shrink: 0;
      color: ${theme.colors.primary.solid};
      transition: transform 120ms ease;
    }

    &[aria-expanded='true'] > svg {
      transform: rotate(180deg);
    }
  `}
`;

const Answer = styled.div`
  ${({ theme }) => css`
    padding: 0 ${theme.spacing[5]} ${theme.spacing[5]};
    color: ${theme.colors.textMuted};
    white-space: pre-line;
  `}
`;

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Entry>
      <Question>
        <Toggle
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((current) => !current)}
        >
          {item.question}
          <Icon name="chevron-down" size={20} />
        </Toggle>
      </Question>
      <Answer id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open}>
        {item.answer}
      </Answer>
    </Entry>
  );
}

/** Frequently asked questions, one section per category, each answer behind its question. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div>
      {groupFaq(items).map((group) => (
        <Category key={group.category}>
          <CategoryTitle>{group.category}</CategoryTitle>
          <List>
            {group.items.map((item) => (
              <FaqEntry key={item.id} item={item} />
            ))}
          </List>
        </Category>
      ))}
    </div>
  );
}
