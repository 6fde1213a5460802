import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@petpal/contracts';
import { Select, type SelectProps } from '@petpal/design-system';

export type TimeZoneSelectProps = Omit<SelectProps, 'options' | 'value'> & { value: string };

/** Every IANA time zone the browser knows (plus the default and the saved one, whatever the browser's list). */
export function TimeZoneSelect({ value, ...rest }: TimeZoneSelectProps) {
  const options = useMemo(() => {
    const zones = new Set([...Intl.supportedValuesOf('timeZone'), DEFAULT_TIME_ZONE, value]);
    return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }, [value]);
  return <Select {...rest} options={options} value={value} />;
}
