import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { pageOf, provider } from '../../../test/fixtures';
import { ProvidersTab } from './ProvidersTab';

const VERIFY_PATH = `/api/admin/providers/veterinary_doctor/${provider().id}/verification`;
const done = ok({ action: 'provider.verify', targetType: 'provider', targetId: provider().id });

describe('ProvidersTab', () => {
  it('lists pending applications of every type with their license ID and verifies one', async () => {
    const requests = stubApi({
      'GET /api/admin/providers': [ok(pageOf([provider()])), ok(pageOf([]))],
      [`POST ${VERIFY_PATH}`]: done,
    });
    renderInRemote(<ProvidersTab />, { user: null });
    const card = (await screen.findByText('Dr Asha Rao')).closest('li')!;
    expect(within(card).getByText('MH-VET-1042')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText('asha@example.com')).toBeTruthy();
    expect(within(card).getByText('2 Nov 2026, 10:00')).toBeTruthy();
    expect(requests[0]?.query.toString()).toBe('status=pending&page=1');

    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Dr Asha Rao?' });
    expect(within(dialog).getByText('Check license ID MH-VET-1042 before verifying.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No pending providers.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'verified', reason: '' });
  });

  it('needs a reason to reject, and shows the API refusal in its words', async () => {
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

  it('shows what each kind of applicant sent: a sitter’s experience and ID check, a supplier’s business', async () => {
    stubApi({
      'GET /api/admin/providers': ok(
        pageOf([
          provider({
            id: '64b000000000000000000015',
            role: 'pet_sitter',
            fullName: 'Meera Iyer',
            licenseId: null,
            yearsExperience: 4,
            idCheck: {
              documentType: 'passport',
              last4: '4821',
              result: 'consider',
              checkedAt: '2026-11-02T10:00:00.000Z',
            },
          }),
          provider({
            id: '64b000000000000000000016',
            role: 'supplier',
            fullName: 'Ravi Shah',
            licenseId: null,
            businessName: 'Tailwag Supplies',
            taxId: null,
            missing: [{ field: 'taxId', label: 'Tax ID (GSTIN)' }],
            submittedAt: null,
          }),
        ]),
      ),
    });
    renderInRemote(<ProvidersTab />, { user: null });
    const sitter = (await screen.findByText('Meera Iyer')).closest('li')!;
    expect(within(sitter).getByText('Pet sitter')).toBeTruthy();
    expect(within(sitter).getByText('4 years')).toBeTruthy();
    expect(within(sitter).getByText('Needs a closer look (Passport ending 4821)')).toBeTruthy();
    expect(within(sitter).queryByText('License ID')).toBeNull();
    await userEvent.click(within(sitter).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Meera Iyer?' });
    expect(within(dialog).getByText('The ID check asks for a closer look at the document.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const supplier = screen.getByText('Ravi Shah').closest('li')!;
    expect(within(supplier).getByText('Tailwag Supplies')).toBeTruthy();
    expect(within(supplier).getByText('Not yet: incomplete')).toBeTruthy();
    expect(within(supplier).getAllByText('Tax ID (GSTIN)')).toHaveLength(2);
    // Incomplete: only Reject, and why.
    expect(within(supplier).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(within(supplier).getByText('It can be verified once nothing is missing.')).toBeTruthy();
  });

  it('searches by name from page 1', async () => {
    const requests = stubApi({ 'GET /api/admin/providers': [ok(pageOf([provider()])), ok(pageOf([]))] });
    renderInRemote(<ProvidersTab />, { user: null });
    await screen.findByText('Dr Asha Rao');
    await userEvent.type(screen.getByRole('textbox', { name: /Search providers/ }), '  Priya ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No pending providers match "Priya".')).toBeTruthy();
    expect(requests.at(-1)?.query.toString()).toBe('status=pending&q=Priya&page=1');
  });
});
