import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { insuranceMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { bruno, enrolment, misty, owner, plans, quote } from '../fixtures';
import { InsurancePage } from './InsurancePage';

const meta = {
  title: 'Shop/Insurance/InsurancePage',
  component: InsurancePage,
  decorators: [(Story) => <RemoteStory route="/insurance">{Story()}</RemoteStory>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof InsurancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PLANS = 'GET /api/insurance/plans';
const QUOTES = 'POST /api/insurance/quotes';
const MINE = 'GET /api/insurance/enrolments';

const ownerApi = (extra: Parameters<typeof withStubApi>[0] = {}) =>
  withStubApi(
    {
      [PLANS]: ok({ plans: plans(), currency: 'INR' }),
      'GET /api/auth/pets': ok({ pets: [bruno, misty] }),
      [QUOTES]: { status: 201, body: { quote: quote() } },
      [MINE]: ok({ enrolments: [] }),
      ...extra,
    },
    { user: owner },
  );

/** A guest: the plans as cards, and the quote form. */
export const Plans: Story = {
  beforeEach: withStubApi({ [PLANS]: ok({ plans: plans(), currency: 'INR' }) }, { user: null }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('article', { name: 'Comprehensive' })).toBeVisible();
    await expect(canvas.getByText('From ₹215/month')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Get a quote' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const PlansOnPhone: Story = { ...Plans, globals: onPhone };

/** A visitor in the United States sees dollars. */
export const PlansInDollars: Story = {
  beforeEach: withStubApi(
    { [PLANS]: ok({ plans: plans('USD'), currency: 'USD' }) },
    { user: null, country: 'United States' },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('From $10.79/month')).toBeVisible();
  },
};

async function quoteBruno(canvas: ReturnType<typeof within>) {
  await userEvent.selectOptions(await canvas.findByLabelText('Choose one of my pets'), 'Bruno (Labrador)');
  await userEvent.type(canvas.getByLabelText('Age (years)'), '11');
  await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
}

/** An owner's quote, the plans side by side, Enrol per eligible plan. */
export const QuoteComparison: Story = {
  beforeEach: ownerApi(),
  play: async ({ canvas, canvasElement }) => {
    await quoteBruno(canvas);
    await expect(await canvas.findByRole('table', { name: 'Plans compared' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enrol in Accident & Illness' })).toBeVisible();
    await expect(canvas.getByText('Not available for new enrolments over 10 years old.')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** On a phone the comparison stacks, one card per plan. */
export const QuoteComparisonOnPhone: Story = {
  ...QuoteComparison,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await quoteBruno(canvas);
    const stacked = await canvas.findByRole('list', { name: 'Plans compared' });
    await expect(within(stacked).getByRole('button', { name: 'Enrol in Accident Only' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A guest's quote: asked to log in to enrol. */
export const GuestQuote: Story = {
  beforeEach: withStubApi(
    { [PLANS]: ok({ plans: plans(), currency: 'INR' }), [QUOTES]: { status: 201, body: { quote: quote() } } },
    { user: null },
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Dog' }));
    await userEvent.type(canvas.getByLabelText('Breed'), 'Labrador');
    await userEvent.type(canvas.getByLabelText('Age (years)'), '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
    await expect(await canvas.findByText(insuranceMessages.signInToEnrol)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** The owner confirms an enrolment: success, and the policy under My policies. */
export const Enrolled: Story = {
  beforeEach: ownerApi({
    [MINE]: [ok({ enrolments: [] }), ok({ enrolments: [enrolment()] })],
    'POST /api/insurance/enrolments': { status: 201, body: { enrolment: enrolment() } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await quoteBruno(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol in Accident & Illness' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText(insuranceMessages.noPaymentNow)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm enrolment' }));
    await expect(await canvas.findByText(/Bruno is enrolled in Accident & Illness/)).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Bruno · Accident & Illness' })).toBeVisible();
  },
};

export const EnrolledOnPhone: Story = { ...Enrolled, globals: onPhone };

/** My policies with an active and a cancelled policy. */
export const MyPolicies: Story = {
  beforeEach: ownerApi({
    [MINE]: ok({
      enrolments: [
        enrolment(),
        enrolment({
          id: '6a0000000000000000000002',
          reference: 'PP-INS-00000002',
          status: 'cancelled',
          pet: { id: misty.id, name: 'Misty', species: 'cat', breed: 'Persian' },
          cancelledAt: '2026-11-26T09:00:00.000Z',
        }),
      ],
    }),
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Cancel policy for Bruno (Accident & Illness)' }),
    ).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Errors: the plans fail to load; an enrolment the API refuses is shown in the dialog. */
export const PlansFailed: Story = {
  beforeEach: withStubApi({ [PLANS]: apiError(500, 'internal', 'Boom') }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const EnrolRefused: Story = {
  beforeEach: ownerApi({
    'POST /api/insurance/enrolments': apiError(409, 'already_enrolled', insuranceMessages.alreadyEnrolled('Bruno')),
  }),
  play: async ({ canvas, canvasElement }) => {
    await quoteBruno(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol in Accident Only' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm enrolment' }));
    await expect(await within(dialog).findByText(insuranceMessages.alreadyEnrolled('Bruno'))).toBeVisible();
  },
};
