import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insuranceMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { bruno, enrolment, misty, owner, plans, quote, quoteId, vet } from '../fixtures';
import { InsurancePage } from './InsurancePage';

const PLANS = 'GET /api/insurance/plans';
const QUOTES = 'POST /api/insurance/quotes';
const MINE = 'GET /api/insurance/enrolments';
const ENROL = 'POST /api/insurance/enrolments';

async function getQuote(fill: { species?: 'Dog' | 'Cat'; breed?: string; age: string }) {
  const form = screen.getByRole('form', { name: 'Get a quote' });
  if (fill.species) await userEvent.click(within(form).getByRole('radio', { name: fill.species }));
  if (fill.breed) await userEvent.type(within(form).getByLabelText('Breed'), fill.breed);
  await userEvent.type(within(form).getByLabelText('Age (years)'), fill.age);
  await userEvent.click(within(form).getByRole('button', { name: 'Get quote' }));
}

describe('the insurance page', () => {
  it('shows a guest the plans as cards in rupees, checks the form, then compares the quote and asks to log in', async () => {
    const requests = stubApi({
      [PLANS]: ok({ plans: plans(), currency: 'INR' }),
      [QUOTES]: { status: 201, body: { quote: quote() } },
    });
    renderInRemote(<InsurancePage />, { user: null });
    const cards = await screen.findByRole('list', { name: 'Insurance plans' });
    const accident = within(cards).getByRole('article', { name: 'Accident Only' });
    expect(within(accident).getByText('From ₹215/month')).toBeTruthy();
    expect(within(accident).getByText('Deductible').nextElementSibling?.textContent).toBe('₹5,000');
    expect(within(accident).getByText('Reimbursement').nextElementSibling?.textContent).toBe('70%');
    expect(within(accident).getByText('Annual limit').nextElementSibling?.textContent).toBe('₹1,00,000');
    expect(requests[0]?.query.get('country')).toBe('India');

    await userEvent.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(screen.getByText(insuranceMessages.species)).toBeTruthy();
    expect(screen.getByText(insuranceMessages.breed)).toBeTruthy();
    expect(screen.getByText(insuranceMessages.ageYears)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await getQuote({ species: 'Dog', breed: 'Labrador', age: '11' });
    const table = await screen.findByRole('table', { name: 'Plans compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Accident Only', 'Accident & Illness', 'Comprehensive']);
    const premiums = within(table).getByRole('row', { name: /Monthly premium/ });
    expect(
      within(premiums)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['₹822/month', '₹1,785/month', 'Not available for new enrolments over 10 years old.']);
    expect(within(within(table).getByRole('row', { name: /Deductible/ })).getAllByRole('cell')[1]?.textContent).toBe(
      '₹3,000',
    );
    expect(within(table).getByText('Dental illness')).toBeTruthy();
    expect(screen.getByText(/How we priced it: Age 11–14 years ×2.2, Dog ×1, Large or giant breed ×1.25/)).toBeTruthy();
    expect(screen.getByText(insuranceMessages.signInToEnrol)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Enrol in/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My policies' })).toBeNull();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      species: 'dog',
      breed: 'Labrador',
      ageYears: 11,
      country: 'India',
    });
  });

  it('answers in dollars for a visitor in the United States', async () => {
    const requests = stubApi({ [PLANS]: ok({ plans: plans('USD'), currency: 'USD' }) });
    renderInRemote(<InsurancePage />, { user: null, country: 'United States' });
    const card = await screen.findByRole('article', { name: 'Accident Only' });
    expect(within(card).getByText('From $10.79/month')).toBeTruthy();
    expect(within(card).getByText('Annual limit').nextElementSibling?.textContent).toBe('$5,000');
    expect(requests[0]?.query.get('country')).toBe('United States');
  });

  it('lets an owner fill the form from a pet, enrol it after confirming, and see it under My policies', async () => {
    const requests = stubApi({
      [PLANS]: ok({ plans: plans(), currency: 'INR' }),
      'GET /api/auth/pets': ok({ pets: [bruno, misty] }),
      [QUOTES]: { status: 201, body: { quote: quote() } },
      [MINE]: [ok({ enrolments: [] }), ok({ enrolments: [enrolment()] })],
      [ENROL]: { status: 201, body: { enrolment: enrolment() } },
    });
    renderInRemote(<InsurancePage />, { user: owner });
    expect(await screen.findByText('No policies yet')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Choose one of my pets'), 'Bruno (Labrador)');
    expect((screen.getByRole('radio', { name: 'Dog' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Breed') as HTMLInputElement).value).toBe('Labrador');
    await getQuote({ age: '11' });

    expect(await screen.findByRole('button', { name: 'Enrol in Accident Only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol in Comprehensive' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol in Accident & Illness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol in Accident & Illness' });
    expect((within(dialog).getByLabelText('Pet') as HTMLSelectElement).value).toBe(bruno.id);
    // Only the quote's species is offered.
    expect(within(dialog).queryByRole('option', { name: 'Misty (Persian)' })).toBeNull();
    expect(within(dialog).getByText(insuranceMessages.noPaymentNow)).toBeTruthy();
    expect(within(dialog).getByText(/Bruno on Accident & Illness at ₹1,785\/month/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm enrolment' }));

    expect(await screen.findByText(/Bruno is enrolled in Accident & Illness at ₹1,785\/month/)).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/insurance/enrolments')!;
    expect(sent.body).toEqual({ quoteId, planId: quote().options[1]!.plan.id, petId: bruno.id });
    expect(sent.headers['Idempotency-Key']).toMatch(/.{16,}/);
    const policies = await screen.findByRole('list', { name: 'My policies' });
    const policy = within(policies).getByRole('article', { name: 'Bruno · Accident & Illness' });
    expect(within(policy).getByText('Active')).toBeTruthy();
    expect(within(policy).getByText('PP-INS-00000001')).toBeTruthy();
  });

  it('shows the API’s refusal in the enrol dialog', async () => {
    stubApi({
      [PLANS]: ok({ plans: plans(), currency: 'INR' }),
      'GET /api/auth/pets': ok({ pets: [bruno] }),
      [QUOTES]: { status: 201, body: { quote: quote() } },
      [MINE]: ok({ enrolments: [] }),
      [ENROL]: apiError(409, 'already_enrolled', insuranceMessages.alreadyEnrolled('Bruno')),
    });
    renderInRemote(<InsurancePage />, { user: owner });
    await userEvent.selectOptions(await screen.findByLabelText('Choose one of my pets'), 'Bruno (Labrador)');
    await getQuote({ age: '11' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol in Accident Only' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm enrolment' }));
    expect(await within(dialog).findByText(insuranceMessages.alreadyEnrolled('Bruno'))).toBeTruthy();
  });

  it('cancels a policy after confirming', async () => {
    const requests = stubApi({
      [PLANS]: ok({ plans: plans(), currency: 'INR' }),
      'GET /api/auth/pets': ok({ pets: [bruno] }),
      [MINE]: [
        ok({ enrolments: [enrolment()] }),
        ok({ enrolments: [enrolment({ status: 'cancelled', cancelledAt: '2026-11-26T09:00:00.000Z' })] }),
      ],
      'POST /api/insurance/enrolments/*': ok({ enrolment: enrolment({ status: 'cancelled' }) }),
    });
    renderInRemote(<InsurancePage />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel policy for Bruno (Accident & Illness)' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Bruno's policy?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.path === `/api/insurance/enrolments/${enrolment().id}/cancel`)).toBe(true);
    expect(screen.queryByRole('button', { name: /Cancel policy for Bruno/ })).toBeNull();
  });

  it('tells a signed-in non-owner that only pet owners enrol, and offers a retry when plans fail', async () => {
    stubApi({
      [PLANS]: [apiError(500, 'internal', 'Boom'), ok({ plans: plans(), currency: 'INR' })],
      [QUOTES]: { status: 201, body: { quote: quote() } },
    });
    renderInRemote(<InsurancePage />, { user: vet });
    expect(await screen.findByText('We could not load the plans.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Comprehensive' })).toBeTruthy();
    expect(screen.queryByLabelText('Choose one of my pets')).toBeNull();
    await getQuote({ species: 'Dog', breed: 'Labrador', age: '11' });
    expect(await screen.findByText(insuranceMessages.ownersOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enrol in/ })).toBeNull();
  });
});
