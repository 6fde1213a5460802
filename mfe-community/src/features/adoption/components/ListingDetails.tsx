import styled, { css } from 'styled-components';
import { imageUrl, type AdoptionListing } from '@petpal/contracts';
import { Heading, Photo, Stack, timeAgo } from '@petpal/design-system';
import { exactTime } from '../../../lib/time';
import { ageLabel, feeLabel, placeLabel } from '../format';
import { PlainText } from './PlainText';

const Photos = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    li:first-child {
      grid-column: 1 / -1;
    }
    a {
      display: block;
    }
  `}
`;

/** The cover spans the page's column (up to 48rem); the others a grid cell. */
const COVER_SIZES = '(max-width: 767px) 100vw, 48rem';
const THUMB_SIZES = '(max-width: 767px) 50vw, 12rem';

const Facts = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
    margin: 0;
    dt {
      color: ${theme.colors.textMuted};
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `}
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function goodWith({ kids, dogs, cats }: AdoptionListing['goodWith']): string {
  const with_ = [kids && 'children', dogs && 'dogs', cats && 'cats'].filter(Boolean);
  return with_.length > 0 ? with_.join(', ').replace(/^./, (c) => c.toUpperCase()) : 'Not known yet';
}

/** A listing's photos, facts and description (as text, never HTML). */
export function ListingDetails({ listing }: { listing: AdoptionListing }) {
  const facts: Array<[string, string]> = [
    ['Age', ageLabel(listing.age)],
    ['Breed', listing.breed],
    ['Vaccinated', yesNo(listing.vaccinated)],
    ['Neutered or spayed', yesNo(listing.neutered)],
    ['Good with', goodWith(listing.goodWith)],
    ['Adoption fee', feeLabel(listing.fee, listing.currency)],
    ['Location', placeLabel(listing)],
    ['Listed by', listing.listerName],
  ];
  return (
    <Stack gap={5}>
      <Photos aria-label="Photos">
        {listing.photos.map((image, index) => (
          <li key={image.id}>
            <a href={imageUrl(image.id, image.widths[image.widths.length - 1]!)} target="_blank" rel="noreferrer">
              <Photo
                image={image}
                alt={`Photo ${index + 1} of ${listing.photos.length} of ${listing.title}`}
                fallback={{ kind: 'species', species: listing.species }}
                sizes={index === 0 ? COVER_SIZES : THUMB_SIZES}
                eager={index === 0}
              />
            </a>
          </li>
        ))}
      </Photos>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>Listed</dt>
        <dd>
          <time dateTime={listing.createdAt} title={exactTime(listing.createdAt)}>
            {timeAgo(listing.createdAt)}
          </time>
          {listing.editedAt && ' (edited)'}
        </dd>
      </Facts>
      <Stack gap={2}>
        <Heading level={2}>About {listing.title}</Heading>
        <PlainText>{listing.description}</PlainText>
      </Stack>
    </Stack>
  );
}
