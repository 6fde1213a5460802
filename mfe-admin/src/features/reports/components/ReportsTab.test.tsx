import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, apiError, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { pageOf, report } from '../../../test/fixtures';
import { ReportsTab } from './ReportsTab';

const id = report().id;

describe('ReportsTab', () => {
  it('lists active reports and deactivates one after a confirmation with the reason', async () => {
    const requests = stubApi({
      'GET /api/admin/reports': [ok(pageOf([report()])), ok(pageOf([]))],
      [`POST /api/admin/reports/${id}/deactivate`]: ok({
        action: 'report.deactivate',
        targetType: 'pet_report',
        targetId: id,
      }),
    });
    renderInRemote(<ReportsTab />, { user: null });
    const card = (await screen.findByText('Bruno (lost)')).closest('li')!;
    expect(within(card).getByText('Koregaon Park, Pune')).toBeTruthy();
    expect(requests[0]?.query.get('active')).toBe('true');

    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the report for Bruno?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Posted twice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('No reports here.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Posted twice.' });
  });

  it('shows inactive reports without Deactivate, and an error with Retry', async () => {
    const requests = stubApi({
      'GET /api/admin/reports': [
        ok(pageOf([report()])),
        apiError(500, 'internal', 'Something broke.'),
        ok(pageOf([report({ isActive: false })])),
      ],
    });
    renderInRemote(<ReportsTab />, { user: null });
    await screen.findByText('Bruno (lost)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'false');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(await within(list).findByText('Inactive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(requests.at(-1)?.query.get('active')).toBe('false');
  });
});
