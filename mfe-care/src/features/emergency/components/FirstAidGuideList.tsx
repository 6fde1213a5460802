import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from '@petpal/design-system';
import { emergencyUrls, FIRST_AID_GUIDES } from '../guides';

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Item = styled(Card).attrs({ as: 'li' })`
  ${({ theme }) => css`
    gap: ${theme.spacing[1]};
    padding: ${theme.spacing[4]};
    min-width: 0;

    a {
      font-weight: ${theme.fontWeights.semibold};
      font-size: ${theme.fontSizes.lg};
      color: ${theme.colors.primary.onSubtle};
    }

    p {
      margin: 0;
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }
  `}
`;

/** Every first-aid guide, a link and its one-line summary each. */
export function FirstAidGuideList() {
  return (
    <List aria-label="First-aid guides">
      {FIRST_AID_GUIDES.map((guide) => (
        <Item key={guide.slug}>
          <Link to={emergencyUrls.guide(guide.slug)}>{guide.title}</Link>
          <p>{guide.summary}</p>
        </Item>
      ))}
    </List>
  );
}
