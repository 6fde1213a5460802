import styled, { css } from 'styled-components';
import type { InsurancePlan } from '@petpal/contracts';
import { Badge, Card, CardTitle, Text } from '@petpal/design-system';
import { perMonth, planAmount } from '../format';
import { Facts } from './Facts';

const Grid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
    gap: ${theme.spacing[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Price = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

/** The plans as cards: what each costs from, its deductible, reimbursement and annual limit. */
export function PlanCards({ plans }: { plans: readonly InsurancePlan[] }) {
  return (
    <Grid aria-label="Insurance plans">
      {plans.map((plan) => (
        <li key={plan.id}>
          <Card as="article" aria-labelledby={`plan-${plan.id}`}>
            <CardTitle id={`plan-${plan.id}`}>{plan.name}</CardTitle>
            {plan.kind === 'add-on' && (
              <span>
                <Badge variant="info">Add-on</Badge>
              </span>
            )}
            <Text tone="muted">{plan.summary}</Text>
            <Price>From {perMonth(plan.fromMonthly)}</Price>
            <Facts>
              <dt>Deductible</dt>
              <dd>{planAmount(plan.deductible)}</dd>
              <dt>Reimbursement</dt>
              <dd>{plan.reimbursementPercent}%</dd>
              <dt>Annual limit</dt>
              <dd>{planAmount(plan.annualLimit)}</dd>
            </Facts>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
