import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verificationMessages } from '@petpal/contracts';
import { renderWithTheme } from '../test-utils/render';
import { ProviderStandingPanel, standingPanelText, type BlockedStanding } from './ProviderStandingPanel';

const standing = (over: Partial<BlockedStanding>): BlockedStanding => ({
  role: 'pet_trainer',
  status: 'pending',
  missing: [],
  reason: null,
  submittedAt: null,
  decidedAt: null,
  ...over,
});

describe('ProviderStandingPanel', () => {
  it('lists what a pending application still lacks, with the way to the role’s profile', () => {
    renderWithTheme(
      <ProviderStandingPanel standing={standing({ missing: [{ field: 'idCheck', label: 'ID check' }] })} />,
    );
    const panel = screen.getByRole('region', { name: 'Pending verification' });
    expect(within(panel).getByText(standingPanelText.missing)).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'Still missing' }).textContent).toBe('ID check');
    expect(within(panel).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/profile/pet-trainer',
    );
  });

  it('says a complete application waits for review, and since when', () => {
    renderWithTheme(<ProviderStandingPanel standing={standing({ submittedAt: '2026-11-20T10:00:00.000Z' })} />);
    expect(screen.getByText(standingPanelText.complete)).toBeTruthy();
    expect(screen.getByText('Sent for review on 20 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('gives a rejection’s and a suspension’s reason in the API’s words', () => {
    const { unmount } = renderWithTheme(
      <ProviderStandingPanel standing={standing({ status: 'rejected', reason: 'Licence not found.' })} />,
    );
    expect(screen.getByRole('region', { name: 'Application not approved' })).toBeTruthy();
    expect(screen.getByText(verificationMessages.providerRejected)).toBeTruthy();
    expect(screen.getByText('Reason: Licence not found.')).toBeTruthy();
    unmount();

    renderWithTheme(
      <ProviderStandingPanel standing={standing({ status: 'suspended', reason: 'Fraud reports.' })} headingLevel={3} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Account suspended' })).toBeTruthy();
    expect(screen.getByText(verificationMessages.accountSuspended)).toBeTruthy();
    expect(screen.getByText('Reason: Fraud reports.')).toBeTruthy();
  });
});
