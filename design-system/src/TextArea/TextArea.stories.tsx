import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Reason for Visit (optional)', placeholder: 'Tell the vet what is going on' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Symptoms, how long, anything you have tried.' } };
export const WithError: Story = { args: { error: 'Please keep it under 500 characters.' } };
export const Disabled: Story = { args: { disabled: true } };
