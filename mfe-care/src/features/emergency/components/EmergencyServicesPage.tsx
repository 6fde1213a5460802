import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { emergencyMessages, EMERGENCY_RADIUS_KM, POISON_LINES, type GeoPoint } from '@petpal/contracts';
import {
  ApiError,
  Button,
  currentPoint,
  EmptyState,
  Icon,
  LoadingLine,
  locationAtom,
  MapView,
  PageFrame,
  pointLabel,
  RetryAlert,
  Select,
  sessionUserAtom,
  Skeleton,
  SkeletonList,
  Text,
  useAddressState,
  useErrorToast,
  type AddressCodec,
} from '@petpal/design-system';
import { useEmergencyClinics, useEmergencyDirectory, type ClinicsNear } from '../api/get-emergency';
import { ClinicCard } from './ClinicCard';
import { FirstAidGuideList } from './FirstAidGuideList';
import { PoisonLineCallout } from './PoisonLineCallout';

const Clinics = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
    gap: ${theme.spacing[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const SectionTitle = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  `}
`;

const Section = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[4]};
    min-width: 0;
  `}
`;

const Picker = styled.div`
  flex: 1 1 14rem;
  max-width: 20rem;
`;

const Finder = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${theme.spacing[3]};

    /* Beside the picker, level with its field; below it on a phone. */
    & > button {
      margin-top: 1.75rem;
    }

    ${theme.media.mobile} {
      & > button {
        margin-top: 0;
      }
    }
  `}
`;

/** The chosen city (a directory id) in the address, so Back and a reload keep the choice. */
const cityCodec: AddressCodec<string> = {
  keys: ['city'],
  read: (params) => params.get('city')?.trim() ?? '',
  write: (city) => ({ city }),
};

/** The map's reserved height: the same box while the clinics load, so nothing below it moves (decision 080). */
const MAP_HEIGHT = '16rem';

const isUnlisted = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /emergency-services, open to guests: the poison line, the nearest emergency clinics of the chosen city
 * (?city=), of the browser's position (Use my current location), else of a signed-in visitor's resolved city,
 * and the first-aid guides.
 */
export function EmergencyServicesPage() {
  const [city, setCity] = useAddressState(cityCodec);
  const user = useAtomValue(sessionUserAtom);
  const location = useAtomValue(locationAtom);
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const chosen = city || null;
  // The shell resolves the location of signed-in visitors only: a guest's never stops "loading".
  const detecting = Boolean(user) && location.loading;
  const resolved = location.loading ? '' : location.city;
  const near: ClinicsNear | null = chosen ? { city: chosen } : point ? { point } : resolved ? { city: resolved } : null;

  const directory = useEmergencyDirectory();
  const clinics = useEmergencyClinics(near);
  useErrorToast(clinics, emergencyMessages.loadFailed, isUnlisted);
  useErrorToast(directory, emergencyMessages.loadFailed);

  const list = clinics.isError ? undefined : clinics.data;
  const cities = directory.data?.cities ?? [];
  const shown = list?.city ?? null;
  const unlisted = clinics.isError && isUnlisted(clinics.error);

  const locateMe = async () => {
    setLocating(true);
    setPositionError(null);
    const result = await currentPoint();
    setLocating(false);
    if (!result.ok) return setPositionError(result.error);
    setPoint(result.point);
    setCity('');
  };

  const hint =
    !chosen && point
      ? `From your current position (${pointLabel(point)}).`
      : !chosen && resolved && shown
        ? `From your location (${location.displayText || resolved}).`
        : `Clinics within ${EMERGENCY_RADIUS_KM} km, nearest first.`;

  return (
    <PageFrame
      title="Emergency Services"
      intro="Nearest emergency vets, the 24-hour poison line and first-aid steps, with or without an account."
    >
      {/* The poison line comes first and is release data (POISON_LINES): it is in the page's first HTML, its call
          links work before the JavaScript runs (decision 102). The sections below wait for the directory (the city
          picker) behind skeletons of their place, and show together (decision 080). */}
      <PoisonLineCallout line={list?.poisonLine ?? null} all={POISON_LINES} />
      {directory.isPending ? (
        <SkeletonList label="Loading emergency services..." rows={2} rowHeight="10rem" />
      ) : (
        <>
          <Section aria-labelledby="clinics-title">
            <SectionTitle id="clinics-title">
              {shown ? `Emergency clinics near ${shown.name}` : 'Emergency clinics near you'}
            </SectionTitle>
            <Finder>
              <Picker>
                <Select
                  label="City"
                  name="city"
                  placeholder="Choose a city"
                  value={shown?.id ?? ''}
                  options={cities.map((entry) => ({ value: entry.id, label: `${entry.name}, ${entry.country}` }))}
                  onChange={(event) => setCity(event.target.value)}
                  hint={hint}
                />
              </Picker>
              <Button variant="outline" onClick={() => void locateMe()} disabled={locating}>
                <Icon name="map-pin" size={16} /> {locating ? 'Finding your position...' : 'Use my current location'}
              </Button>
            </Finder>
            {positionError && <Text role="alert">{positionError}. Please choose a city instead.</Text>}
            {!near && !clinics.isFetching && (
              <Text tone="muted">
                {detecting ? 'Detecting location... ' : ''}Choose a city, or use your current location, to see the
                nearest emergency clinics.
              </Text>
            )}
            {unlisted && (
              <Text role="status">
                We have no emergency clinics listed for {chosen ?? resolved} yet. Please choose a city from the list.
              </Text>
            )}
            {clinics.isError && !unlisted && (
              <RetryAlert message={emergencyMessages.loadFailed} onRetry={() => void clinics.refetch()} />
            )}
            {clinics.isPending && near && (
              <>
                <LoadingLine message="Loading emergency clinics..." />
                <Skeleton height={MAP_HEIGHT} radius="md" />
                {/* A row of cards' height, so the first-aid guides below move less when the clinics arrive. */}
                <Clinics aria-hidden="true">
                  {[0, 1, 2].map((card) => (
                    <li key={card}>
                      <Skeleton height="15rem" radius="lg" />
                    </li>
                  ))}
                </Clinics>
              </>
            )}
            {list &&
              (list.clinics.length === 0 ? (
                <EmptyState
                  title="No emergency clinics found"
                  description={`None within ${EMERGENCY_RADIUS_KM} km. Please choose a city from the list.`}
                />
              ) : (
                <>
                  {/* The map shows where the listed clinics are; the list below stays the way to read and call them. */}
                  <MapView
                    label={`Map of emergency clinics near ${list.city?.name ?? 'you'}`}
                    height={MAP_HEIGHT}
                    markers={list.clinics.map((clinic) => ({ id: clinic.id, label: clinic.name, ...clinic.point }))}
                  />
                  <Clinics aria-label={`Emergency clinics near ${list.city?.name ?? 'you'}`}>
                    {list.clinics.map((clinic) => (
                      <ClinicCard key={clinic.id} clinic={clinic} />
                    ))}
                  </Clinics>
                </>
              ))}
          </Section>

          <Section aria-labelledby="first-aid-title">
            <SectionTitle id="first-aid-title">First-aid guides</SectionTitle>
            <Text tone="muted">
              First steps while you get to a vet. They do not replace one: <Link to="/emergency">see every guide</Link>.
            </Text>
            <FirstAidGuideList />
          </Section>
        </>
      )}
    </PageFrame>
  );
}
