import styled, { css } from 'styled-components';
import { REPORT_CARD_TICK_LABELS, REPORT_CARD_TICKS, type ReportCard } from '@petpal/contracts';
import { Facts, Heading, Icon, Photo, PhotoGrid, Text } from '@petpal/design-system';
import { formatDay, formatMoment } from '../lib/format';

const Ticks = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    list-style: none;
    margin: 0;
    padding: 0;
    li {
      display: inline-flex;
      align-items: center;
      gap: ${theme.spacing[1]};
      padding: ${theme.spacing[1]} ${theme.spacing[2]};
      border-radius: ${theme.radii.md};
      border: 1px solid ${theme.colors.border};
      font-size: ${theme.fontSizes.sm};
    }
    li[data-done='false'] {
      color: ${theme.colors.textMuted};
    }
  `}
`;

const Article = styled.article`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[3]};
  `}
`;

const Note = styled(Text)`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface ReportCardViewProps {
  card: ReportCard;
  /** The card's heading level in the page's outline. */
  level?: 3 | 4;
}

/** One visit's report card: when it really started and ended, the four ticks, the sitter's note and photos. */
export function ReportCardView({ card, level = 3 }: ReportCardViewProps) {
  const title = `Report card, ${formatDay(card.visitDate)}`;
  return (
    <Article aria-label={title}>
      <Heading level={level}>{title}</Heading>
      <Facts>
        <dt>Sitter</dt>
        <dd>{card.sitterName}</dd>
        <dt>Started</dt>
        <dd>{formatMoment(card.startedAt)}</dd>
        <dt>Ended</dt>
        <dd>{formatMoment(card.endedAt)}</dd>
      </Facts>
      <Ticks aria-label="Care given">
        {REPORT_CARD_TICKS.map((tick) => (
          <li key={tick} data-done={card[tick]}>
            <Icon name={card[tick] ? 'check' : 'close'} />
            {REPORT_CARD_TICK_LABELS[tick]}: {card[tick] ? 'yes' : 'no'}
          </li>
        ))}
      </Ticks>
      {card.note && <Note>{card.note}</Note>}
      {card.photos.length > 0 && (
        <PhotoGrid label="Photos" minColumn="7rem">
          {card.photos.map((image, index) => (
            <li key={image.id}>
              <Photo
                image={image}
                alt={`Photo ${index + 1} from the ${formatDay(card.visitDate)} visit`}
                fallback={{ kind: 'species', species: 'other' }}
                ratio={1}
                sizes="(max-width: 640px) 50vw, 14rem"
              />
            </li>
          ))}
        </PhotoGrid>
      )}
    </Article>
  );
}
