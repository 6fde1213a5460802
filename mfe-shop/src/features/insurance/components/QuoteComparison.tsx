import styled, { css } from 'styled-components';
import type { InsuranceQuote, QuoteOption } from '@petpal/contracts';
import { Button, Card, CardTitle, Text } from '@petpal/design-system';
import { perMonth, planAmount } from '../format';
import { useNarrowScreen } from '../use-narrow-screen';
import { CoveredList, Facts } from './Facts';

export interface QuoteComparisonProps {
  quote: InsuranceQuote;
  /** Given for a signed-in pet owner: each eligible plan gets an Enrol button. */
  onEnrol?: (option: QuoteOption) => void;
}

const Scroller = styled.div`
  ${({ theme }) => css`
    overflow-x: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
    }
  `}
`;

const Table = styled.table`
  ${({ theme }) => css`
    width: 100%;
    border-collapse: collapse;
    th,
    td {
      padding: ${theme.spacing[3]};
      text-align: left;
      vertical-align: top;
      border-bottom: 1px solid ${theme.colors.border};
    }
    thead th {
      font-size: ${theme.fontSizes.lg};
    }
    tbody th {
      color: ${theme.colors.textMuted};
      font-weight: ${theme.fontWeights.medium};
      white-space: nowrap;
    }
    caption {
      padding: ${theme.spacing[3]};
      text-align: left;
      font-weight: ${theme.fontWeights.semibold};
    }
  `}
`;

const Stacked = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Premium = ({ option }: { option: QuoteOption }) =>
  option.monthlyPremium ? <strong>{perMonth(option.monthlyPremium)}</strong> : <span>{option.reason}</span>;

function EnrolAction({ option, onEnrol }: { option: QuoteOption; onEnrol: (option: QuoteOption) => void }) {
  if (!option.eligible) return <Text tone="muted">Not available</Text>;
  return (
    <Button type="button" size="sm" aria-label={`Enrol in ${option.plan.name}`} onClick={() => onEnrol(option)}>
      Enrol
    </Button>
  );
}

/**
 * The quote's plans side by side (a table with a column per plan); below the mobile breakpoint, one card per
 * plan stacked, so the page never scrolls sideways.
 */
export function QuoteComparison({ quote, onEnrol }: QuoteComparisonProps) {
  const narrow = useNarrowScreen();
  const { options } = quote;

  if (narrow) {
    return (
      <Stacked aria-label="Plans compared">
        {options.map((option) => (
          <li key={option.plan.id}>
            <Card as="article" aria-labelledby={`quote-plan-${option.plan.id}`}>
              <CardTitle id={`quote-plan-${option.plan.id}`}>{option.plan.name}</CardTitle>
              <Facts>
                <dt>Monthly premium</dt>
                <dd>
                  <Premium option={option} />
                </dd>
                <dt>Deductible</dt>
                <dd>{planAmount(option.plan.deductible)}</dd>
                <dt>Reimbursement</dt>
                <dd>{option.plan.reimbursementPercent}%</dd>
                <dt>Annual limit</dt>
                <dd>{planAmount(option.plan.annualLimit)}</dd>
              </Facts>
              <CoveredList aria-label={`Covered by ${option.plan.name}`}>
                {option.plan.covered.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CoveredList>
              {onEnrol && (
                <div>
                  <EnrolAction option={option} onEnrol={onEnrol} />
                </div>
              )}
            </Card>
          </li>
        ))}
      </Stacked>
    );
  }

  return (
    <Scroller tabIndex={0} role="region" aria-label="Plans compared">
      <Table>
        <caption>Plans compared</caption>
        <thead>
          <tr>
            <td />
            {options.map((option) => (
              <th key={option.plan.id} scope="col">
                {option.plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Monthly premium</th>
            {options.map((option) => (
              <td key={option.plan.id}>
                <Premium option={option} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Deductible</th>
            {options.map((option) => (
              <td key={option.plan.id}>{planAmount(option.plan.deductible)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Reimbursement</th>
            {options.map((option) => (
              <td key={option.plan.id}>{option.plan.reimbursementPercent}%</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Annual limit</th>
            {options.map((option) => (
              <td key={option.plan.id}>{planAmount(option.plan.annualLimit)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Covered</th>
            {options.map((option) => (
              <td key={option.plan.id}>
                <CoveredList>
                  {option.plan.covered.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </CoveredList>
              </td>
            ))}
          </tr>
          {onEnrol && (
            <tr>
              <th scope="row">Enrol</th>
              {options.map((option) => (
                <td key={option.plan.id}>
                  <EnrolAction option={option} onEnrol={onEnrol} />
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}
