import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BOOKING_SERVICE_TYPES, type BookingServiceType } from '@petpal/contracts';
import {
  Button,
  FormSection,
  Icon,
  locationAtom,
  PageFrame,
  RouterButtonLink,
  type FieldErrors,
} from '@petpal/design-system';
import { serviceLabel } from '../../../lib/format';
import { resultsUrl, sitterUrls } from '../../../lib/sitter-urls';
import { useFocusFirstError } from '../../../ui/use-focus-first-error';
import {
  browserClock,
  criteriaQuery,
  draftFrom,
  scheduleErrors,
  type ScheduleDraft,
} from '../../../lib/search-criteria';
import { ScheduleFields } from '../../../ui/ScheduleFields';

const Form = styled.form`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[6]};
    max-width: 40rem;
  `}
`;

const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap-reverse;
    justify-content: space-between;
    gap: ${theme.spacing[3]};
  `}
`;

const intros: Record<BookingServiceType | '', string> = {
  '': 'Tell us when and where you need a sitter, and we will show you who is available nearby.',
  'hostel-checkin': 'Your pet stays overnight at the sitter’s place. Tell us when to drop off and pick up.',
  'house-sitting': 'A sitter looks after your pet in your home. Tell us when you are away.',
  'dog-walking': 'Walks on the days and at the times you choose, once or every week.',
  'day-care': 'Daytime care while you are busy, once or every week.',
};

export interface SitterSearchPageProps {
  /** The dog walking and day care forms are this form with the service preset. */
  serviceType?: Extract<BookingServiceType, 'dog-walking' | 'day-care'>;
}

/**
 * /services/book-pet-sitter/form, /dog-walking and /day-care: the search criteria (spec sections 2, 5 and 9:
 * 09:00 to 17:00 by default), checked with the API's rules, then the results with the criteria in the URL.
 */
export function SitterSearchPage({ serviceType }: SitterSearchPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { city } = useAtomValue(locationAtom);
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftFrom(params, { serviceType, location: city }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const locationEdited = useRef(draft.location !== '');

  // The city may resolve after the form opens; it fills the location until the owner types one.
  useEffect(() => {
    if (!locationEdited.current && city) setDraft((current) => ({ ...current, location: city }));
  }, [city]);

  function change(next: ScheduleDraft) {
    if (next.location !== draft.location) locationEdited.current = true;
    setDraft(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = scheduleErrors(draft, browserClock());
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError();
    else navigate(resultsUrl(criteriaQuery(draft)));
  }

  const service = serviceType ?? draft.serviceType;
  return (
    <PageFrame
      title="Book a Pet Sitter"
      pageTitle={service ? serviceLabel(service) : 'Book a Pet Sitter'}
      intro={intros[service]}
    >
      <FormSection title={service ? serviceLabel(service) : 'Find a Pet Sitter'} level={2}>
        <Form ref={ref} onSubmit={submit} noValidate aria-label="Search pet sitters">
          <ScheduleFields
            draft={draft}
            onChange={change}
            errors={errors}
            serviceOptions={serviceType ? undefined : BOOKING_SERVICE_TYPES}
            today={browserClock().today}
          />
          <Actions>
            <RouterButtonLink to={sitterUrls.services} variant="ghost">
              <Icon name="chevron-left" size={16} />
              All Services
            </RouterButtonLink>
            <Button type="submit">
              <Icon name="search" size={16} />
              Search Pet Sitters
            </Button>
          </Actions>
        </Form>
      </FormSection>
    </PageFrame>
  );
}
