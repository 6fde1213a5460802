import { useState } from 'react';
import styled, { css } from 'styled-components';
import {
  PLAYDATE_DEFAULT_RADIUS_KM,
  PLAYDATE_RADII_KM,
  playdateMessages,
  type OwnPlaydateProfile,
  type PlaydateDog,
} from '@petpal/contracts';
import { Alert, Button, EmptyState, LoadingLine, RetryAlert, Select, Stack, Text } from '@petpal/design-system';
import { usePlaydateSuggestions } from '../api/playdate-suggestions';
import { playdateTexts } from '../texts';
import { RequestPlaydateDialog } from './RequestPlaydateDialog';
import { SuggestionCard } from './SuggestionCard';

const Grid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

const Picker = styled.div`
  flex: 1 1 12rem;
  max-width: 18rem;
`;

const radiusOptions = PLAYDATE_RADII_KM.map((km) => ({ value: String(km), label: `Within ${km} km` }));

export interface SuggestionsPanelProps {
  /** The owner's listings (suggestions are for one of them). */
  profiles: OwnPlaydateProfile[];
  /** Opens My playdate pets (to list a dog first). */
  onListDog(): void;
}

/** Compatible dogs near one of the owner's listed dogs, nearest first, each with Request a playdate. */
export function SuggestionsPanel({ profiles, onListDog }: SuggestionsPanelProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [radiusKm, setRadiusKm] = useState<number>(PLAYDATE_DEFAULT_RADIUS_KM);
  const [requesting, setRequesting] = useState<PlaydateDog | null>(null);
  const mine = profiles.find((profile) => profile.petId === chosenId) ?? profiles[0] ?? null;
  const suggestions = usePlaydateSuggestions(mine?.vaccinated ? mine.petId : null, radiusKm);

  if (!mine) {
    return (
      <EmptyState
        title={playdateTexts.listFirst}
        description={playdateTexts.listFirstHint}
        action={<Button onClick={onListDog}>Go to My playdate pets</Button>}
      />
    );
  }

  // A dog that is not vaccinated gets no suggestions (and no previous dog's answer stays on screen).
  const found = mine.vaccinated ? suggestions.data?.suggestions : undefined;
  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} wrap align="flex-end">
        {profiles.length > 1 && (
          <Picker>
            <Select
              label="Suggestions for"
              options={profiles.map((profile) => ({ value: profile.petId, label: profile.name }))}
              value={mine.petId}
              onChange={(event) => setChosenId(event.target.value)}
            />
          </Picker>
        )}
        <Picker>
          <Select
            label="Distance"
            options={radiusOptions}
            value={String(radiusKm)}
            onChange={(event) => setRadiusKm(Number(event.target.value))}
          />
        </Picker>
      </Stack>
      <Text tone="muted">
        Dogs that suit {mine.name} near {mine.areaName}: similar size and energy, a play style in common, vaccinated.
      </Text>
      {!mine.vaccinated && <Alert variant="info">{playdateTexts.vaccinateFirst}</Alert>}
      {mine.vaccinated && suggestions.isError && (
        <RetryAlert message={playdateMessages.loadFailed} onRetry={() => void suggestions.refetch()} />
      )}
      {suggestions.isPending && mine.vaccinated && <LoadingLine message="Finding dogs nearby..." />}
      {found &&
        (found.length === 0 ? (
          <EmptyState title={playdateTexts.noSuggestions} description={playdateTexts.noSuggestionsHint} />
        ) : (
          <Grid role="list" aria-label={`Suggested playmates for ${mine.name}`}>
            {found.map((dog) => (
              <div role="listitem" key={dog.petId}>
                <SuggestionCard dog={dog} onRequest={setRequesting} />
              </div>
            ))}
          </Grid>
        ))}
      {requesting && (
        <RequestPlaydateDialog
          from={{ petId: mine.petId, name: mine.name }}
          to={requesting}
          onClose={() => setRequesting(null)}
        />
      )}
    </Stack>
  );
}
