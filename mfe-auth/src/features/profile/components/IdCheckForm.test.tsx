import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { verificationMessages } from '@petpal/contracts';
import { apiError, ok, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { standingOf, STANDING_ROUTE } from '@petpal/design-system/test-utils/provider-standing';
import { renderWithPlatform } from '../../../test/render';
import { ApplicationStatus } from './ApplicationStatus';
import { IdCheckForm } from './IdCheckForm';

const ID_CHECK = 'POST /api/auth/provider-application/id-check';
const missingIdCheck = standingOf('pet_sitter', {
  status: 'pending',
  missing: [{ field: 'idCheck', label: 'ID check' }],
  submittedAt: null,
  decidedAt: null,
});
const complete = {
  role: 'pet_sitter',
  status: 'pending',
  missing: [],
  reason: null,
  submittedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
} as const;

function renderStep(done = false) {
  return renderWithPlatform(
    <>
      <ApplicationStatus />
      <IdCheckForm done={done} />
    </>,
  );
}

describe('the ID check step', () => {
  it('checks the input with the contract before sending anything', async () => {
    const requests = stubApi({ [STANDING_ROUTE]: missingIdCheck });
    renderStep();
    const form = screen.getByRole('form', { name: 'ID check' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Check My ID' }));
    expect(within(form).getByText(verificationMessages.documentType)).toBeTruthy();
    expect(within(form).getByText(verificationMessages.documentNumber)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Document type'));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the document, shows the result and the application as complete', async () => {
    const requests = stubApi({
      [STANDING_ROUTE]: missingIdCheck,
      [ID_CHECK]: ok({
        idCheck: { documentType: 'passport', last4: '4821', result: 'clear', checkedAt: '2026-11-27T10:00:00.000Z' },
        standing: complete,
      }),
    });
    renderStep();
    expect((await screen.findByRole('list', { name: 'Still missing' })).textContent).toBe('ID check');
    const form = screen.getByRole('form', { name: 'ID check' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Document type'), 'passport');
    await user.type(within(form).getByLabelText('Document number'), 'P1234821');
    await user.click(within(form).getByRole('button', { name: 'Check My ID' }));

    expect(await screen.findByText('Clear: your document was checked.')).toBeTruthy();
    expect(screen.getByText(/^Passport ending 4821, checked 27 Nov 2026/)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      documentType: 'passport',
      documentNumber: 'P1234821',
    });
    // The answer's standing replaces the cached one: the application waits for review.
    expect(await screen.findByText('Sent for review on 27 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Still missing' })).toBeNull();
  });

  it('says when a person must look at the document, and shows a refusal in the API’s words', async () => {
    stubApi({
      [STANDING_ROUTE]: missingIdCheck,
      [ID_CHECK]: [
        ok({
          idCheck: {
            documentType: 'national_id',
            last4: '0001',
            result: 'consider',
            checkedAt: '2026-11-27T10:00:00.000Z',
          },
          standing: complete,
        }),
        apiError(409, 'id_check_closed', verificationMessages.idCheckClosed),
      ],
    });
    renderStep(true);
    expect(screen.getByText('You can check another document if yours has changed.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'ID check' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Document type'), 'national_id');
    await user.type(within(form).getByLabelText('Document number'), 'CONSIDER0001');
    await user.click(within(form).getByRole('button', { name: 'Check My ID' }));
    expect(await screen.findByText(/^Needs a closer look/)).toBeTruthy();

    await user.type(within(form).getByLabelText('Document number'), 'N9990001');
    await user.click(within(form).getByRole('button', { name: 'Check My ID' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(verificationMessages.idCheckClosed);
  });
});
