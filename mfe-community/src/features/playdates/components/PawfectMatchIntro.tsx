import styled, { css } from 'styled-components';
import { Card, CardTitle, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { playdateTexts } from '../texts';

const Columns = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

const Steps = styled.ol`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding-left: ${theme.spacing[5]};
  `}
`;

const Points = styled(Steps).attrs({ as: 'ul' })``;

/** What a guest sees at /pawfectmatch: what it is, how it keeps dogs and owners safe, and Log in. */
export function PawfectMatchIntro() {
  return (
    <Stack gap={6}>
      <Columns>
        <Card as="section" aria-labelledby="how-it-works">
          <CardTitle as="h2" id="how-it-works">
            How it works
          </CardTitle>
          <Steps>
            <li>List your dog with its size, energy level and favourite ways to play.</li>
            <li>See vaccinated dogs nearby that suit yours, nearest first.</li>
            <li>Send a playdate request with a time, a place and a message. The other owner accepts or declines.</li>
          </Steps>
        </Card>
        <Card as="section" aria-labelledby="safe-by-design">
          <CardTitle as="h2" id="safe-by-design">
            Safe by design
          </CardTitle>
          <Points>
            <li>Only vaccinated dogs are suggested and can send requests.</li>
            <li>Other owners see your area and a rough distance, never your exact position.</li>
            <li>The meeting place and your first name are shared only when both owners have said yes.</li>
          </Points>
        </Card>
      </Columns>
      <Stack direction="row" gap={3} align="center" wrap>
        <Text>{playdateTexts.signInPrompt}</Text>
        <RouterButtonLink to="/login">Log in</RouterButtonLink>
        <RouterButtonLink to="/signup" variant="outline">
          Sign up
        </RouterButtonLink>
      </Stack>
    </Stack>
  );
}
