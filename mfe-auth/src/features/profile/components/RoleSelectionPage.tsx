import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionUser, StoredRole } from '@petpal/contracts';
import { ApiError, Button, PageFrame, sessionUserAtom } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { useChooseRole } from '../api/choose-role';
import { profilePath } from '../roles';
import { RoleCards } from './RoleCards';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** /role-selection: a signed-in user without a role picks one, then sets up that role's profile. */
export function RoleSelectionPage({ user }: { user: SessionUser }) {
  const [role, setRole] = useState<StoredRole | null>(null);
  const [missing, setMissing] = useState(false);
  // Set with the new session user, so the user's new role does not count as "already had a role".
  const [chosen, setChosen] = useState(false);
  const choose = useChooseRole();
  const setUser = useSetAtom(sessionUserAtom);
  const navigate = useNavigate();

  if (user.role !== 'none' && !chosen) return <Navigate to="/dashboard" replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role) {
      setMissing(true);
      return;
    }
    choose.mutate(role, {
      onSuccess: ({ user: updated }) => {
        setChosen(true);
        setUser(updated);
        navigate(profilePath(updated.role));
      },
    });
  }

  return (
    <PageFrame width="narrow" title="Choose Your Role" intro="Tell us how you will use PetPal.">
      <Form noValidate aria-label="Role selection" onSubmit={onSubmit}>
        {choose.error && (
          <FormBanner
            message={
              choose.error instanceof ApiError ? choose.error.message : 'Something went wrong. Please try again.'
            }
          />
        )}
        <RoleCards
          value={role}
          onChange={(next) => {
            setRole(next);
            setMissing(false);
          }}
          error={missing ? 'Please choose a role to continue.' : undefined}
        />
        <Actions>
          <Button type="submit" size="lg" loading={choose.isPending || choose.isSuccess}>
            Continue
          </Button>
        </Actions>
      </Form>
    </PageFrame>
  );
}
