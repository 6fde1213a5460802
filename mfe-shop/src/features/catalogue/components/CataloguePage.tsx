import styled, { css } from 'styled-components';
import {
  Button,
  currencySymbol,
  EmptyState,
  LoadingLine,
  Stack,
  Text,
  useAddressState,
  type AddressCodec,
} from '@petpal/design-system';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { CartLink } from '../../../ui/CartLink';
import { ShopPageFrame } from '../../../ui/ShopPageFrame';
import { useProducts } from '../../../lib/products';
import {
  CATALOGUE_FILTER_KEYS,
  filtersFromSearch,
  productQuery,
  searchFromFilters,
  type CatalogueFilters as Filters,
} from '../catalogue-filters';
import { SHELF_TITLES, type Shelf } from '../../../lib/shelves';
import { useViewerCountry } from '../../../lib/viewer-country';
import { CatalogueFilters } from './CatalogueFilters';
import { Pager } from './Pager';
import { ProductCard } from './ProductCard';

const Grid = styled.ul`
  ${({ theme }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

/** The cards of the grid's first row at 1280 px (four columns): their pictures are the first screen's largest. */
const FIRST_ROW = 4;

export const CATALOGUE_LOAD_FAILED = 'We could not load the products. Please try again.';

const countLabel = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/** /merchandise and /pharmacy: the shelf's products with filters kept in the address, 20 a page. */
export function CataloguePage({ shelf }: { shelf: Shelf }) {
  const title = SHELF_TITLES[shelf];
  const country = useViewerCountry();
  const [filters, show] = useAddressState(catalogueCodec(shelf));
  const list = useProducts(productQuery(filters, shelf, country).toString());

  const products = list.data?.products ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  let results;
  if (list.isPending) results = <LoadingLine message="Loading products..." />;
  else if (list.isError) {
    results = <LoadFailedAlert title={CATALOGUE_LOAD_FAILED} onRetry={() => void list.refetch()} />;
  } else if (products.length === 0) {
    results = (
      <EmptyState
        title="No products found"
        description="Try other filters or clear the search."
        action={
          <Button variant="outline" onClick={() => show({ ...filters, ...clearedFilters })}>
            Clear filters
          </Button>
        }
      />
    );
  } else {
    results = (
      <Stack gap={4}>
        <Text tone="muted" aria-live="polite">
          {countLabel(list.data.total)}
        </Text>
        <Grid aria-label={`${title} products`} aria-busy={list.isPlaceholderData || undefined}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index < FIRST_ROW} />
            </li>
          ))}
        </Grid>
        <Pager page={filters.page} pages={pages} onPage={(page) => show({ ...filters, page })} />
      </Stack>
    );
  }

  return (
    <ShopPageFrame title={title} actions={<CartLink />}>
      <CatalogueFilters shelf={shelf} filters={filters} currencySign={currencySymbol(country)} onChange={show} />
      {results}
    </ShopPageFrame>
  );
}

/** The shelf's filters in the address (the pharmacy has no category). */
const catalogueCodec = (shelf: Shelf): AddressCodec<Filters> => ({
  keys: CATALOGUE_FILTER_KEYS,
  read: (params) => filtersFromSearch(params, shelf),
  write: searchFromFilters,
});

const clearedFilters: Partial<Filters> = {
  q: '',
  category: '',
  species: '',
  minPrice: '',
  maxPrice: '',
  inStock: false,
  page: 1,
};
