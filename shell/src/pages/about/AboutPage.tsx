import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, CardTitle, Heading, Icon, type IconName, RouterButtonLink, usePageTitle } from '@petpal/design-system';
import { PageContainer, PageIntro } from '../layout/PageContainer';
import { Prose } from '../layout/Prose';

const Values = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
    gap: ${theme.spacing[4]};
    margin: ${theme.spacing[6]} 0;
    padding: 0;
    list-style: none;
  `}
`;

const ValueCard = styled(Card)`
  height: 100%;

  > svg {
    color: ${({ theme }) => theme.colors.primary.solid};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[6]};
`;

const values: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'heart',
    title: 'Pets first',
    text: 'Every feature starts with one question: is this better for the animal?',
  },
  {
    icon: 'check',
    title: 'Trust you can see',
    text: 'Verified providers, honest reviews from real bookings and clear prices.',
  },
  {
    icon: 'user',
    title: 'Community at heart',
    text: 'Owners and professionals helping each other, from playdates to lost pets.',
  },
];

export function AboutPage() {
  usePageTitle('About');
  return (
    <PageContainer $narrow>
      <Heading level={1}>About PetPal</Heading>
      <PageIntro>
        PetPal brings pet owners and pet care professionals together, so every pet gets the care, attention and
        community it deserves.
      </PageIntro>
      <Prose>
        <h2>Our mission</h2>
        <p>
          We believe pets are family. Our mission is to put your pet at the heart of everything by making great care
          easy to find, simple to book and safe to trust, whether you need a routine check-up, a walk while you work
          late or urgent help in the middle of the night.
        </p>
      </Prose>
      <Values>
        {values.map((value) => (
          <li key={value.title}>
            <ValueCard>
              <Icon name={value.icon} size={28} />
              <CardTitle>{value.title}</CardTitle>
              <p>{value.text}</p>
            </ValueCard>
          </li>
        ))}
      </Values>
      <Prose>
        <h2>What we offer pet owners</h2>
        <ul>
          <li>
            Veterinary appointments in the clinic or by video teleconsultation, with visit notes kept in one place.
          </li>
          <li>
            Pet sitters for dog walking, day care and house sitting, and trainers and stylists who come recommended.
          </li>
          <li>Pharmacy, food and supplies from licensed pharmacists and trusted suppliers.</li>
          <li>Emergency help without an account: open clinics nearby, poison guidance and transport.</li>
          <li>
            Lost and found alerts, community groups, playdates through PawfectMatch and adoption through Become a Pet
            Parent.
          </li>
        </ul>

        <h2>What we offer providers</h2>
        <p>
          Veterinarians, sitters, trainers, stylists, pharmacists and suppliers use PetPal to reach owners nearby and to
          run their day with less admin. Providers publish their services, availability and prices, manage schedules,
          holidays and breaks, receive booking requests with the pet&apos;s details in advance and get paid securely.
          Reviews come only from owners who have completed a booking, so a good reputation is earned and portable.
        </p>

        <h2>How we vet providers</h2>
        <p>Every provider goes through checks before they can accept bookings:</p>
        <ol>
          <li>Identity verification against government-issued photo ID.</li>
          <li>
            Professional credentials: veterinary licence numbers are checked with the issuing board, and
            pharmacists&apos; registrations with the pharmacy regulator.
          </li>
          <li>Proof of relevant experience, training or certification for sitters, trainers and stylists.</li>
          <li>Background checks where the law allows, for anyone who visits or cares for pets in a home.</li>
          <li>
            Ongoing monitoring of ratings and reports; we suspend providers while we investigate serious concerns.
          </li>
        </ol>
        <p>
          Read more in our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link to="/privacy-statement">Privacy Statement</Link>.
        </p>

        <h2>Get in touch</h2>
        <p>Questions, ideas or a provider application? We would love to hear from you.</p>
      </Prose>
      <Actions>
        <RouterButtonLink to="/services">Explore services</RouterButtonLink>
        <RouterButtonLink to="/contact" variant="outline">
          Contact us
        </RouterButtonLink>
      </Actions>
    </PageContainer>
  );
}
