import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { standingOf, STANDING_ROUTE } from '@petpal/design-system/test-utils/provider-standing';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { ApplicationStatus } from './ApplicationStatus';
import { IdCheckForm } from './IdCheckForm';

/** The ID check step under the application's status, as /profile/pet-sitter shows them. */
function IdCheckStep() {
  return (
    <>
      <ApplicationStatus />
      <IdCheckForm done={false} />
    </>
  );
}

const meta = {
  title: 'Accounts/IdCheckForm',
  component: IdCheckStep,
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof IdCheckStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const sitter = { id: 'u1', email: 'meera@example.com', role: 'pet_sitter' } as const;
const routes = {
  [STANDING_ROUTE]: standingOf('pet_sitter', {
    status: 'pending',
    missing: [{ field: 'idCheck', label: 'ID check' }],
    submittedAt: null,
    decidedAt: null,
  }),
  'POST /api/auth/provider-application/id-check': ok({
    idCheck: {
      documentType: 'driving_licence',
      last4: '7731',
      result: 'consider',
      checkedAt: '2026-11-27T10:00:00.000Z',
    },
    standing: {
      role: 'pet_sitter',
      status: 'pending',
      missing: [],
      reason: null,
      submittedAt: '2026-11-27T10:00:00.000Z',
      decidedAt: null,
    },
  }),
};

export const MissingTheIdCheck: Story = {
  beforeEach: withStubApi(routes, { user: sitter }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Still missing' })).toHaveTextContent('ID check');
    await expect(canvas.getByRole('form', { name: 'ID check' })).toBeVisible();
  },
};

export const ResultOnPhone: Story = {
  beforeEach: withStubApi(routes, { user: sitter }),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Still missing' });
    await userEvent.selectOptions(canvas.getByLabelText('Document type'), 'driving_licence');
    await userEvent.type(canvas.getByLabelText('Document number'), 'CONSIDER7731');
    await userEvent.click(canvas.getByRole('button', { name: 'Check My ID' }));
    await expect(await canvas.findByText(/^Needs a closer look/)).toBeVisible();
    await expect(canvas.getByText(/^Driving licence ending 7731/)).toBeVisible();
    await expect(await canvas.findByText('Sent for review on 27 Nov 2026.')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
