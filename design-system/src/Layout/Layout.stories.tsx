import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { CardGrid } from './CardGrid';
import { Columns } from './Columns';
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

/** The main column beside a narrower one; one column on phones. */
export const MainAndSide: Story = {
  render: () => (
    <Container>
      <Columns>
        <Stack gap={3}>
          <Heading level={1}>Bruno, a gentle Indie</Heading>
          <Text>Calm, house-trained and loves long walks.</Text>
        </Stack>
        <Stack gap={3}>
          <Heading level={2}>Adopt Bruno</Heading>
          <Button>Apply</Button>
        </Stack>
      </Columns>
    </Container>
  ),
};

/** Cards in as many columns as fit. */
export const Cards: Story = {
  render: () => (
    <Container>
      <CardGrid aria-label="Pets looking for a home">
        {['Bruno', 'Misty', 'Coco'].map((name) => (
          <li key={name}>
            <Stack gap={2}>
              <Heading level={3}>{name}</Heading>
              <Text tone="muted">Mumbai</Text>
            </Stack>
          </li>
        ))}
      </CardGrid>
    </Container>
  ),
};
