import styled, { css } from 'styled-components';
import type { PaymentMethod } from '@petpal/contracts';
import { Badge, Button, Card, EmptyState, Icon, paymentMethodLabel } from '@petpal/design-system';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  ${({ theme }) => css`
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
  `}
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export interface PaymentMethodListProps {
  methods: readonly PaymentMethod[];
  /** A change is being saved: the buttons wait for it. */
  busy: boolean;
  onSetDefault(method: PaymentMethod): void;
  onRemove(method: PaymentMethod): void;
}

/** The saved methods in the API's order (default first), each with its badges and actions. */
export function PaymentMethodList({ methods, busy, onSetDefault, onRemove }: PaymentMethodListProps) {
  if (methods.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="list" size={28} />}
        title="No Payment Method Found"
        description="You need to add a payment method before booking a teleconsultation."
      />
    );
  }
  return (
    <List aria-label="Saved payment methods">
      {methods.map((method) => {
        const label = paymentMethodLabel(method);
        return (
          <Item key={method.id}>
            <Summary>
              <Name>{label}</Name>
              <Badge>{method.methodType === 'card' ? 'Card' : 'UPI'}</Badge>
              {method.isDefault && <Badge variant="success">Default</Badge>}
            </Summary>
            <Actions>
              {!method.isDefault && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Set ${label} as default`}
                  disabled={busy}
                  onClick={() => onSetDefault(method)}
                >
                  Set as default
                </Button>
              )}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove ${label}`}
                disabled={busy}
                onClick={() => onRemove(method)}
              >
                Remove
              </Button>
            </Actions>
          </Item>
        );
      })}
    </List>
  );
}
