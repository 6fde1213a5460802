import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Badge, StatusBadge, timeAgo } from '@petpal/design-system';
import type { PetReport } from '@petpal/contracts';
import { petNameOf, reportPagePath, reportTexts } from '../report-format';
import { ReportPhoto } from './ReportPhoto';

const Root = styled.article`
  ${({ theme }) => css`
    display: flex;
    gap: ${theme.spacing[4]};
    padding: ${theme.spacing[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    position: relative;
    &:focus-within {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const Body = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[1]};
    min-width: 0;
  `}
`;

const Title = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.lg};
  `}
`;

/** The whole card is the link's target (its ::after covers the card); the name is the link's text. */
const NameLink = styled(Link)`
  ${({ theme }) => css`
    color: ${theme.colors.text};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      outline: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  `}
`;

const Meta = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  `}
`;

const Description = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${theme.colors.text};
  `}
`;

/** One report in a list: photo, LOST/FOUND, pet name (the link to its page), place, age, description. */
export function ReportCard({ report }: { report: PetReport }) {
  const name = petNameOf(report);
  return (
    <Root aria-labelledby={`report-${report.id}`}>
      <ReportPhoto report={report} name={name} />
      <Body>
        <Title id={`report-${report.id}`}>
          <StatusBadge status={report.status} />
          <NameLink to={reportPagePath(report.id)}>{name}</NameLink>
          {!report.isActive && <Badge variant="info">{reportTexts.reunited}</Badge>}
        </Title>
        {report.locationAddress && <Meta>{report.locationAddress}</Meta>}
        <Meta>
          Reported <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time> by {report.reporterName}
        </Meta>
        <Description>{report.description}</Description>
      </Body>
    </Root>
  );
}

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

/** Reports as a list named `label`. */
export function ReportList({ reports, label }: { reports: PetReport[]; label: string }) {
  return (
    <List aria-label={label}>
      {reports.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} />
        </li>
      ))}
    </List>
  );
}
