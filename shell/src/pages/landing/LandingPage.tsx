import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@petpal/design-system/core';
import { navigateInPage } from '../../composition/link-navigation';
import { loginHref } from '../../lib/paths';
import { CommunityCallToAction } from './CommunityCallToAction';
import { Hero } from './Hero';
import { OfferingDialog } from './OfferingDialog';
import { OfferingSection } from './OfferingSection';
import { emergencyServices, specialFeatures, whatWeOffer, type Offering } from './offerings';

/** The public home page; it renders at once (the hero is the largest paint) and signed-in visitors move on to the dashboard. */
export function LandingPage() {
  const user = useAtomValue(sessionUserAtom);
  const [opened, setOpened] = useState<Offering | null>(null);
  const offerTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (user) navigateInPage('/dashboard', { replace: true });
  }, [user]);

  if (user) return null;

  function learnMore() {
    const heading = offerTitle.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }

  return (
    <>
      <Hero startHref="/signup" onLearnMore={learnMore} />
      <OfferingSection titleRef={offerTitle} group={whatWeOffer} onOpen={setOpened} />
      <OfferingSection group={specialFeatures} onOpen={setOpened} />
      <OfferingSection group={emergencyServices} onOpen={setOpened} />
      <CommunityCallToAction user={user} />
      <OfferingDialog offering={opened} exploreHref={user ? '/services' : loginHref} onClose={() => setOpened(null)} />
    </>
  );
}
