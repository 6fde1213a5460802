import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@petpal/api/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { pageOf, provider } from '../../../test/fixtures';
import { ProvidersTab } from './ProvidersTab';

const VERIFY_PATH = `/api/admin/providers/veterinary_doctor/${provider().id}/verification`;
const done = ok({ action: 'provider.verify', targetType: 'provider', targetId: provider().id });

describe('ProvidersTab', () => {
  it('lists pending vets with their license ID and verifies one', async () => {
    const requests = stubApi({
      'GET /api/admin/providers': [ok(pageOf([provider()])), ok(pageOf([]))],
      [`POST ${VERIFY_PATH}`]: done,
    });
    renderInRemote(<ProvidersTab />, { user: null });
    const card = (await screen.findByText('Dr Asha Rao')).closest('li')!;
    expect(within(card).getByText('MH-VET-1042')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(requests[0]?.query.toString()).toBe('role=veterinary_doctor&status=unverified&page=1');

    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Dr Asha Rao?' });
    expect(within(dialog).getByText('Check license ID MH-VET-1042 before verifying.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No pending vets.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'verified', reason: '' });
  });

  it('needs a reason to reject, and shows the API refusal for a vet without a license in its words', async () => {
    const requests = stubApi({
      'GET /api/admin/providers': ok(pageOf([provider({ licenseId: null })])),
      [`POST ${VERIFY_PATH}`]: (request) =>
        (request.body as { decision: string }).decision === 'verified'
          ? apiError(400, 'invalid_input', adminMessages.licenseRequired)
          : done,
    });
    renderInRemote(<ProvidersTab />, { user: null });
    const card = (await screen.findByText('Dr Asha Rao')).closest('li')!;
    expect(within(card).getByText('None given')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(adminMessages.licenseRequired)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Dr Asha Rao?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(adminMessages.rejectionReason)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No license on file.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      decision: 'rejected',
      reason: 'No license on file.',
    });
  });

  it('filters by type and verification status, and shows an error with Retry', async () => {
    const requests = stubApi({
      'GET /api/admin/providers': [apiError(500, 'internal', 'Something broke.'), ok(pageOf([]))],
    });
    renderInRemote(<ProvidersTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Verification' }), 'rejected');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider type' }), 'pet_sitter');
    expect(await screen.findByText('No rejected pet sitters.')).toBeTruthy();
    expect(requests.at(-1)?.query.toString()).toBe('role=pet_sitter&status=rejected&page=1');
  });

  it('searches by name from page 1', async () => {
    const requests = stubApi({ 'GET /api/admin/providers': [ok(pageOf([provider()])), ok(pageOf([]))] });
    renderInRemote(<ProvidersTab />, { user: null });
    await screen.findByText('Dr Asha Rao');
    await userEvent.type(screen.getByRole('textbox', { name: /Search providers/ }), '  Priya ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No pending vets match "Priya".')).toBeTruthy();
    expect(requests.at(-1)?.query.toString()).toBe('role=veterinary_doctor&status=unverified&q=Priya&page=1');
  });
});
