import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { verificationMessages } from '@petpal/contracts';
import { stubApi } from '../test-utils/api-server';
import { apiError, ok, type Routes } from '../test-utils/fake-fetch';
import { STANDING_ROUTE, standingOf } from '../test-utils/provider-standing';
import { apiFetch } from './api-fetch';
import { createQueryClient } from './create-platform';
import { PlatformProviders } from './PlatformProviders';
import { ProviderStandingGate } from './ProviderStandingGate';

const standing = (over: Parameters<typeof standingOf>[1] = {}) => standingOf('pet_sitter', over);
const SUSPENDED = apiError(403, 'account_suspended', verificationMessages.accountSuspended);

/** A provider tool that reads the API, as the practice screens do. */
function Inbox() {
  const requests = useQuery({
    queryKey: ['care', 'inbox'],
    queryFn: () => apiFetch('/api/care/sitter-practice/requests', z.object({})),
  });
  return <p>{requests.isError ? 'The inbox failed.' : 'Your booking requests'}</p>;
}

function renderGate(routes: Routes) {
  const requests = stubApi(routes);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <PlatformProviders store={createStore()} queryClient={queryClient}>
      <ProviderStandingGate>
        <Inbox />
      </ProviderStandingGate>
    </PlatformProviders>,
  );
  return requests;
}

describe('ProviderStandingGate', () => {
  it('shows a verified provider their tools, and anyone without a standing (null) too', async () => {
    renderGate({ [STANDING_ROUTE]: standing(), 'GET /api/care/*': ok({}) });
    expect(await screen.findByText('Your booking requests')).toBeTruthy();
  });

  it('shows the panel instead of the tools while the application is pending', async () => {
    const requests = renderGate({
      [STANDING_ROUTE]: standing({ status: 'pending', missing: [{ field: 'idCheck', label: 'ID check' }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeTruthy();
    expect(screen.queryByText('Your booking requests')).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/care/'))).toBe(false);
  });

  it('swaps the tools for the panel as soon as any request is refused for a suspension', async () => {
    renderGate({
      [STANDING_ROUTE]: [standing(), standing({ status: 'suspended', reason: 'Fraud reports.' })],
      'GET /api/care/*': SUSPENDED,
    });
    expect(await screen.findByRole('heading', { name: 'Account suspended' })).toBeTruthy();
    expect(screen.getByText('Reason: Fraud reports.')).toBeTruthy();
  });

  it('asks to log in again when the session has ended', async () => {
    renderGate({ [STANDING_ROUTE]: apiError(401, 'unauthorized', 'Please log in.') });
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('offers Try again when the check fails', async () => {
    renderGate({
      [STANDING_ROUTE]: [apiError(500, 'internal', 'Broken.'), ok({ standing: null })],
      'GET /api/care/*': ok({}),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your booking requests')).toBeTruthy();
  });
});
