import { ALERT_RADIUS_DEFAULT_KM, type GeoPoint, type PetReport } from '@petpal/contracts';
import { Heading, MapView, pointLabel, Stack, Text } from '@petpal/design-system';
import { placeText, useReversePlace } from '../api/reverse-place';

/**
 * A report's place (decision 084): a line naming it (the reverse lookup's city, state and country; the point's
 * coordinates until or unless the lookup answers), the map with the report's marker and the circle of the default
 * nearby-alert radius.
 */
export function ReportMap({ report, point, name }: { report: PetReport; point: GeoPoint; name: string }) {
  const place = useReversePlace(point);
  const named = place.data ? placeText(place.data) : '';
  const lost = report.status === 'lost';
  return (
    <section aria-labelledby="report-place-heading">
      <Stack gap={3}>
        <Heading level={2} id="report-place-heading">
          {lost ? 'Where it was last seen' : 'Where it was found'}
        </Heading>
        <Text>
          {named
            ? `${lost ? 'Last seen' : 'Found'} in ${named} (${pointLabel(point)})`
            : `Map point ${pointLabel(point)}`}
        </Text>
        <MapView
          label={`Map of where ${name} was ${lost ? 'last seen' : 'found'}`}
          height="16rem"
          markers={[{ id: report.id, label: `${lost ? 'Lost' : 'Found'}: ${name}`, ...point }]}
          circle={{ ...point, radiusKm: ALERT_RADIUS_DEFAULT_KM }}
        />
        <Text tone="muted">
          The circle shows the {ALERT_RADIUS_DEFAULT_KM} km radius of nearby alerts around this point.
        </Text>
      </Stack>
    </section>
  );
}
