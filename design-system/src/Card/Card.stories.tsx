import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardBody, CardFooter, CardTitle } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card style={{ maxWidth: 360 }}>
      <CardTitle>Book a Pet Sitter</CardTitle>
      <CardBody>Trusted sitters for walks, day care and overnight stays.</CardBody>
      <CardFooter>
        <Button>Explore</Button>
      </CardFooter>
    </Card>
  ),
};

export const AsArticle: Story = {
  render: () => (
    <Card as="article" aria-labelledby="sitter-name" style={{ maxWidth: 360 }}>
      <CardTitle id="sitter-name">Asha Rao</CardTitle>
      <CardBody>
        <Badge>Dog walking</Badge> <Badge>Day care</Badge> <Badge>+2 more</Badge>
      </CardBody>
      <CardFooter>
        <Button size="sm">Send Booking Request</Button>
        <Button size="sm" variant="outline">
          View Details
        </Button>
      </CardFooter>
    </Card>
  ),
};
