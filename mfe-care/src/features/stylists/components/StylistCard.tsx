import type { StylistCard as StylistCardData } from '@petpal/api/contracts';
import { Avatar, Button, Icon, Stack, Text } from '@petpal/design-system';
import { experienceLabel, formatRate } from '../../../lib/format';
import { EntryActions, EntryTitle, Facts, ListEntry } from '../../../ui/Facts';
import { ServiceBadges } from '../../sitters/components/SitterHighlights';

export interface StylistCardProps {
  stylist: StylistCardData;
  /** The stored country, for the rate's currency symbol (spec section 9). */
  country: string | null | undefined;
  onBook(stylist: StylistCardData): void;
}

/**
 * One stylist of the search list (spec section 2): who, where, experience, rate, services and bio, and the
 * way to book. No rating: the original's "4.9 (18 reviews)" is a fixed placeholder (spec section 9).
 */
export function StylistCard({ stylist, country, onBook }: StylistCardProps) {
  return (
    <ListEntry aria-label={stylist.fullName}>
      <Stack direction="row" gap={3} align="center">
        <Avatar name={stylist.fullName} src={stylist.profileImageUrl} size="lg" />
        <Stack gap={1}>
          <EntryTitle as="h3">{stylist.fullName}</EntryTitle>
          <Text tone="muted">
            <Icon name="map-pin" size={14} /> {stylist.location}
          </Text>
        </Stack>
      </Stack>
      <Facts>
        <dt>Experience</dt>
        <dd>{experienceLabel(stylist.yearsExperience)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(stylist.hourlyRate, country)}</dd>
      </Facts>
      <ServiceBadges services={stylist.specializations} />
      {stylist.bio && <Text>{stylist.bio}</Text>}
      <EntryActions>
        <Button
          type="button"
          size="sm"
          onClick={() => onBook(stylist)}
          aria-label={`Book Appointment with ${stylist.fullName}`}
        >
          Book Appointment
        </Button>
      </EntryActions>
    </ListEntry>
  );
}
