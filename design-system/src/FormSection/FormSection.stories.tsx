import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Layout';
import { FormFooter, SectionedForm } from './FormLayout';
import { FormSection } from './FormSection';

const meta = {
  title: 'Forms/FormSection',
  component: FormSection,
  args: { title: 'Pet details', children: <Text>Which pet is coming?</Text> },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InADialog: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Pet details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pet details' })).toBeVisible();
  },
};

export const OnAPageWithANote: Story = {
  args: { level: 2, title: 'Monday', aside: '2 blocks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Monday' })).toBeVisible();
    await expect(canvas.getByText('2 blocks')).toBeVisible();
  },
};

/** Sections in a `SectionedForm`, closed by its `FormFooter`. */
export const InASectionedForm: Story = {
  render: (args) => (
    <SectionedForm aria-label="Booking" onSubmit={(event) => event.preventDefault()}>
      <FormSection {...args} />
      <FormSection title="For the sitter">
        <Text>Anything the sitter should know.</Text>
      </FormSection>
      <FormFooter>
        <Button type="button" variant="outline">
          Cancel
        </Button>
        <Button type="submit">Send</Button>
      </FormFooter>
    </SectionedForm>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Booking' });
    await expect(form).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pet details' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'For the sitter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};
