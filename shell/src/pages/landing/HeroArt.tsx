import styled, { css } from 'styled-components';
import { Icon, type IconName } from '@petpal/design-system/core';

const Root = styled.div`
  position: relative;
  flex-shrink: 0;
  width: 22rem;
  height: 22rem;

  @media (max-width: 62.5rem) {
    display: none;
  }
`;

const Circle = styled.div`
  ${({ theme }) => css`
    position: absolute;
    inset: 2rem;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${theme.colors.primary.solid};
    background: ${theme.colors.surface};
    border: 0.75rem solid ${theme.colors.primary.subtle};
    border-radius: ${theme.radii.full};
    box-shadow: ${theme.shadows.md};
  `}
`;

const Chip = styled.span<{ $top: string; $left: string }>`
  ${({ theme, $top, $left }) => css`
    position: absolute;
    top: ${$top};
    left: ${$left};
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.secondary.onSubtle};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.secondary.border};
    border-radius: ${theme.radii.full};
    box-shadow: ${theme.shadows.sm};
    white-space: nowrap;
  `}
`;

const chips: readonly { icon: IconName; label: string; top: string; left: string }[] = [
  { icon: 'heart', label: 'Vet visits', top: '1rem', left: '-1rem' },
  { icon: 'home', label: 'Pet sitters', top: '8rem', left: '15rem' },
  { icon: 'star', label: 'Trainers', top: '17rem', left: '0' },
  { icon: 'bell', label: 'Lost & found', top: '19.5rem', left: '12rem' },
];

/** Decoration beside the hero text, drawn with CSS and icons so it costs no image download. */
export function HeroArt() {
  return (
    <Root aria-hidden="true">
      <Circle>
        <Icon name="paw" size={128} strokeWidth={1.5} />
      </Circle>
      {chips.map((chip) => (
        <Chip key={chip.label} $top={chip.top} $left={chip.left}>
          <Icon name={chip.icon} size={16} />
          {chip.label}
        </Chip>
      ))}
    </Root>
  );
}
