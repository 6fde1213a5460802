import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { auditEntry, pageOf } from '../../../test/fixtures';
import { AuditTab } from './AuditTab';

describe('AuditTab', () => {
  it('shows who did what to which target, when and why, in the order the API gives (newest first)', async () => {
    stubApi({
      'GET /api/admin/audit': ok(
        pageOf([
          auditEntry({
            id: '64b000000000000000000059',
            action: 'order.status',
            targetType: 'order',
            reason: 'Packed.',
          }),
          auditEntry(),
        ]),
      ),
    });
    renderInRemote(<AuditTab />, { user: null });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['order.status', 'provider.verify']);
    expect(screen.getAllByText('root@petpal.example')).toHaveLength(2);
    expect(screen.getByText('Reason: License checked with the state council.')).toBeTruthy();
    expect(screen.getByText('provider 64b000000000000000000011')).toBeTruthy();
  });

  it('pages through a long log', async () => {
    const requests = stubApi({
      'GET /api/admin/audit': (request) =>
        ok(
          pageOf([auditEntry({ action: `page-${request.query.get('page')}` })], 25, Number(request.query.get('page'))),
        ),
    });
    renderInRemote(<AuditTab />, { user: null });
    expect(await screen.findByText('page-1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('page-2')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(requests.at(-1)?.query.get('page')).toBe('2');
  });

  it('shows an empty log and an error with Retry', async () => {
    stubApi({ 'GET /api/admin/audit': [apiError(500, 'internal', 'Something broke.'), ok(pageOf([]))] });
    renderInRemote(<AuditTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });
});
