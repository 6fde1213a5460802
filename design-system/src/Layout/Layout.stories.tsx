import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Container } from './Container';
import { Heading } from './Heading';
import { MetaRow } from './MetaRow';
import { Stack } from './Stack';
import { Text } from './Text';

const meta = {
  title: 'Layout/Layout',
  component: Container,
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  render: () => (
    <Container>
      <Stack gap={6}>
        <Heading level={1}>Find a Veterinarian</Heading>
        <Text tone="muted">Book in-person visits or teleconsultations with vets near you.</Text>
        <Heading level={2}>Appointment Date</Heading>
        <Heading level={3}>Available Time Slots</Heading>
        <Heading level={4}>Pet</Heading>
        <Text>Choose the pet this visit is for.</Text>
        <Stack direction="row" gap={3} justify="flex-end">
          <Button variant="outline">Cancel</Button>
          <Button>Book Appointment</Button>
        </Stack>
      </Stack>
    </Container>
  ),
};

/** Small facts on one wrapping line: a provider's rating and count, a review's stars, author and date. */
export const FactsOnALine: Story = {
  render: () => (
    <Stack gap={3}>
      <MetaRow>
        <strong>4.5</strong>
        <span>(12 reviews)</span>
      </MetaRow>
      <MetaRow tone="muted">
        <span>Asha</span>
        <span>November 20, 2026</span>
      </MetaRow>
    </Stack>
  ),
};
