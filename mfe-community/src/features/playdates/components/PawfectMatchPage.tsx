import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { playdateMessages } from '@petpal/contracts';
import { LoadingLine, PageFrame, RetryAlert, sessionUserAtom, Tabs } from '@petpal/design-system';
import { useMyPlaydatePets } from '../api/my-playdate-pets';
import { usePlaydateRequests } from '../api/playdate-requests';
import { playdateTexts } from '../texts';
import { MyPlaydatePetsPanel } from './MyPlaydatePetsPanel';
import { PawfectMatchIntro } from './PawfectMatchIntro';
import { RequestsPanel } from './RequestsPanel';
import { SuggestionsPanel } from './SuggestionsPanel';

const TABS = ['pets', 'suggestions', 'requests'] as const;
type Tab = (typeof TABS)[number];

/** A signed-in owner's PawfectMatch: their dogs, suggestions and requests, as tabs kept in the address. */
function PlaydatesHome() {
  const [params, setParams] = useSearchParams();
  const mine = useMyPlaydatePets();
  const requests = usePlaydateRequests();
  if (mine.isError) return <RetryAlert message={playdateMessages.loadFailed} onRetry={() => void mine.refetch()} />;
  if (mine.isPending) return <LoadingLine message="Loading PawfectMatch..." />;

  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab)
    ? (asked as Tab)
    : mine.data.profiles.length > 0
      ? 'suggestions'
      : 'pets';
  const show = (id: string) => setParams({ tab: id }, { replace: true });
  const waiting = requests.data?.incoming.filter((request) => request.status === 'pending').length ?? 0;

  return (
    <Tabs
      label="PawfectMatch"
      value={tab}
      onChange={show}
      tabs={[
        { id: 'pets', label: 'My playdate pets', content: <MyPlaydatePetsPanel data={mine.data} /> },
        {
          id: 'suggestions',
          label: 'Suggestions',
          content: <SuggestionsPanel profiles={mine.data.profiles} onListDog={() => show('pets')} />,
        },
        {
          id: 'requests',
          label: waiting > 0 ? `Requests (${waiting})` : 'Requests',
          content: <RequestsPanel />,
        },
      ]}
    />
  );
}

/** /pawfectmatch: playdates for dogs. Guests read what it is and are asked to log in (the spec keeps it open). */
export function PawfectMatchPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame width="wide" title="PawfectMatch" intro={playdateTexts.intro}>
      {user === undefined ? <LoadingLine message="Loading..." /> : user ? <PlaydatesHome /> : <PawfectMatchIntro />}
    </PageFrame>
  );
}
