import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportCardMessages } from '@petpal/contracts';
import { apiError, fakeApi, ok, renderWithPlatform, sitterUser } from '../../../test/render';
import { reportCard, walkBooking, walkVisits } from '../../../test/report-card-fixtures';
import { SitterReportCardsDialog } from './SitterReportCardsDialog';

const visitsPath = `GET /api/care/practice/requests/${walkBooking.id}/report-cards`;
const filePath = `POST /api/care/practice/requests/${walkBooking.id}/report-cards`;
const render = () =>
  renderWithPlatform(<SitterReportCardsDialog booking={walkBooking} onClose={() => {}} />, { user: sitterUser });

describe('SitterReportCardsDialog', () => {
  it('shows each visit: its card, File for a started one without, and when an upcoming one starts', async () => {
    fakeApi({ [visitsPath]: ok({ visits: walkVisits() }) });
    render();
    const visits = await screen.findByRole('list', { name: 'Visits' });
    const [filed, open, upcoming] = [...visits.children] as HTMLElement[];
    expect(within(filed!).getByRole('article', { name: 'Report card, March 5, 2026' })).toBeTruthy();
    expect(within(filed!).getByText('Pee: yes')).toBeTruthy();
    expect(within(filed!).getByText('Food: no')).toBeTruthy();
    expect(within(filed!).getByRole('button', { name: 'Edit report card for March 5, 2026' })).toBeTruthy();
    expect(within(open!).getByRole('button', { name: 'File report card for March 9, 2026' })).toBeTruthy();
    expect(within(upcoming!).queryByRole('button')).toBeNull();
    expect(within(upcoming!).getByText('Upcoming')).toBeTruthy();
  });

  it('files a card with the times, ticks and note given, then shows it', async () => {
    const filed = reportCard({
      id: 'c00000000000000000000002',
      visitDate: '2026-03-09',
      pee: true,
      poo: false,
      food: false,
      water: true,
      note: 'Good walk.',
    });
    const requests = fakeApi({
      [visitsPath]: [
        ok({ visits: walkVisits() }),
        ok({ visits: [walkVisits()[0]!, { ...walkVisits()[1]!, card: filed }, walkVisits()[2]!] }),
      ],
      [filePath]: { status: 201, body: { card: filed } },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'File report card for March 9, 2026' }));
    const form = screen.getByRole('form', { name: 'Report card for March 9, 2026' });
    expect(within(form).getByLabelText<HTMLInputElement>('Start time').value).toBe('07:00');
    await user.clear(within(form).getByLabelText('End time'));
    await user.type(within(form).getByLabelText('End time'), '07:50');
    await user.click(within(form).getByRole('checkbox', { name: 'Pee' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Water' }));
    await user.type(within(form).getByLabelText('Note'), 'Good walk.');
    await user.click(within(form).getByRole('button', { name: 'Send report card' }));
    expect(await screen.findByRole('article', { name: 'Report card, March 9, 2026' })).toBeTruthy();
    const sent = requests.find((request) => `${request.method} ${request.path}` === filePath)!;
    expect(sent.body).toEqual({
      visitDate: '2026-03-09',
      startTime: '07:00',
      endTime: '07:50',
      pee: true,
      poo: false,
      food: false,
      water: true,
      note: 'Good walk.',
      photoIds: [],
    });
  });

  it('keeps the form and says why when the API refuses', async () => {
    fakeApi({
      [visitsPath]: ok({ visits: walkVisits() }),
      [filePath]: apiError(409, 'report_card_exists', reportCardMessages.exists),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'File report card for March 9, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Send report card' }));
    expect(await screen.findByText(reportCardMessages.exists)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Report card for March 9, 2026' })).toBeTruthy();
  });
});
