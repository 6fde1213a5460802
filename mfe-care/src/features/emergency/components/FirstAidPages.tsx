import { Link, useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Alert, EmptyState, Icon, PageFrame, RouterButtonLink, Text } from '@petpal/design-system';
import { emergencyUrls, type FirstAidGuide, guideBySlug } from '../guides';
import { FirstAidGuideList } from './FirstAidGuideList';

const Section = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[3]};
    min-width: 0;

    h2 {
      margin: 0;
      font-size: ${theme.fontSizes.xl};
    }

    ol,
    ul {
      display: flex;
      flex-direction: column;
      gap: ${theme.spacing[2]};
      margin: 0;
      padding-left: ${theme.spacing[6]};
      overflow-wrap: anywhere;
    }
  `}
`;

const BackLink = styled(Link)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    align-self: flex-start;
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.primary.onSubtle};
  `}
`;

const Back = () => (
  <BackLink to={emergencyUrls.services}>
    <Icon name="chevron-left" size={16} /> Back to Emergency Services
  </BackLink>
);

/** /emergency/* : the guides list at /emergency, a guide at /emergency/<slug>, not found otherwise. */
export function FirstAidPages() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (!slug) return <GuidesIndex />;
  const guide = guideBySlug(slug);
  return guide ? <GuidePage guide={guide} /> : <GuideNotFound />;
}

function GuidesIndex() {
  return (
    <PageFrame
      title="First-Aid Guides"
      intro="First steps for the most common pet emergencies, while you get to a vet."
    >
      <Back />
      <FirstAidGuideList />
    </PageFrame>
  );
}

function GuidePage({ guide }: { guide: FirstAidGuide }) {
  return (
    <PageFrame title={guide.title} pageTitle={`${guide.title}: first aid`} intro={guide.summary}>
      <Back />
      <Alert variant="warning">
        First aid is not a substitute for a vet. Call an emergency clinic as soon as you can.
      </Alert>
      <Section aria-labelledby="steps-title">
        <h2 id="steps-title">What to do</h2>
        <ol>
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section aria-labelledby="go-now-title">
        <h2 id="go-now-title">When to go to the vet now</h2>
        <ul>
          {guide.goNow.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="avoid-title">
        <h2 id="avoid-title">What not to do</h2>
        <ul>
          {guide.avoid.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      {guide.extra && (
        <Section aria-labelledby="extra-title">
          <h2 id="extra-title">{guide.extra.title}</h2>
          <ul>
            {guide.extra.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}
      <RouterButtonLink to={emergencyUrls.services}>Find an emergency clinic</RouterButtonLink>
      <Text tone="muted">
        <Link to={emergencyUrls.guides}>All first-aid guides</Link>
      </Text>
    </PageFrame>
  );
}

function GuideNotFound() {
  return (
    <PageFrame title="Guide not found">
      <EmptyState
        title="We could not find that first-aid guide."
        description="It may have moved. Every guide is in the list."
        action={<RouterButtonLink to={emergencyUrls.guides}>See all first-aid guides</RouterButtonLink>}
      />
      <Back />
    </PageFrame>
  );
}
