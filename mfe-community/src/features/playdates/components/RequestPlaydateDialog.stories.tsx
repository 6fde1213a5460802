import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { playdateMessages } from '@petpal/contracts';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { brunoProfile, dog, playdatesApi } from '../fixtures';
import { RequestPlaydateDialog } from './RequestPlaydateDialog';

const meta = {
  title: 'Community/PawfectMatch/RequestPlaydateDialog',
  component: RequestPlaydateDialog,
  ...platformMeta(),
  args: { from: { petId: brunoProfile.petId, name: 'Bruno' }, to: dog(), onClose: fn() },
} satisfies Meta<typeof RequestPlaydateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  beforeEach: withFakeApi(playdatesApi()),
  play: async () => {
    await expect(await screen.findByLabelText('Meeting place')).toBeVisible();
    await expect(screen.getByText(/shared only if they accept/)).toBeVisible();
  },
};

/** The dogs already have a request: the API's message shows above the fields. */
export const Refused: Story = {
  beforeEach: withFakeApi(
    playdatesApi({
      'POST /api/community/playdates/requests': apiError(409, 'already_requested', playdateMessages.alreadyRequested),
    }),
  ),
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText('Meeting place'), 'Carter Road promenade');
    await userEvent.type(screen.getByLabelText('Message to Simba’s owner'), 'Saturday run?');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await expect(await screen.findByText(playdateMessages.alreadyRequested)).toBeVisible();
  },
};
