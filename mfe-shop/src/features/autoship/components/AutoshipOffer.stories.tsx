import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { kibble, shopper } from '../../../test/catalogue-fixtures';
import { AutoshipOffer } from './AutoshipOffer';

const meta = {
  title: 'Shop/Autoship/AutoshipOffer',
  component: AutoshipOffer,
  args: { product: kibble, quantity: 1 },
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>],
} satisfies Meta<typeof AutoshipOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  beforeEach: withStubApi({}, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Set up Autoship' })).toBeVisible();
  },
};
