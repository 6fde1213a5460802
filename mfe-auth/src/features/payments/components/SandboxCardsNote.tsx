import styled from 'styled-components';
import { Alert } from '@petpal/design-system';
import { isProductionBuild } from '../build-mode';

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing[2]} 0 0;
  padding-left: ${({ theme }) => theme.spacing[5]};
`;

const TestNumber = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: nowrap;
`;

const testCards: readonly [string, string][] = [
  ['4242 4242 4242 4242', 'Visa, succeeds'],
  ['5555 5555 5555 4444', 'Mastercard, succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'declined for insufficient funds'],
  ['4000 0000 0000 0341', 'saved, but every payment is declined'],
];

/** The sandbox payment provider's test numbers; never part of a production build. */
export function SandboxCardsNote() {
  if (isProductionBuild) return null;
  return (
    <Alert variant="info" title="Sandbox test cards">
      Payments here go to a sandbox: no real card is charged. Use any future expiry date and any 3-digit CVC.
      <List>
        {testCards.map(([number, outcome]) => (
          <li key={number}>
            <TestNumber>{number}</TestNumber>: {outcome}
          </li>
        ))}
      </List>
    </Alert>
  );
}
