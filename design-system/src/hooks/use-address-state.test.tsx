import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressWith, useAddressState, useFilterText, type AddressCodec } from './use-address-state';

interface Filters {
  q: string;
  topic: string;
  page: number;
}

const TOPICS = ['dogs', 'cats'];

const codec: AddressCodec<Filters> = {
  keys: ['q', 'topic', 'page'],
  read: (params) => ({
    q: params.get('q') ?? '',
    topic: TOPICS.find((topic) => topic === params.get('topic')) ?? '',
    page: Number(params.get('page')) > 1 ? Number(params.get('page')) : 1,
  }),
  write: ({ q, topic, page }) => ({ q, topic, page: page > 1 ? String(page) : '' }),
};

/** A search screen as the remotes build one: a live search field, a topic choice, a pager. */
function Screen({ live = true }: { live?: boolean }) {
  const [filters, setFilters] = useAddressState(codec);
  const [q, typeQ] = useFilterText(filters.q, {
    commit: (text) => setFilters((current) => ({ ...current, q: text, page: 1 })),
    ...(live ? { delayMs: 300 } : {}),
  });
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <label>
        Search
        <input value={q} onChange={(event) => typeQ(event.target.value)} />
      </label>
      <button onClick={() => setFilters({ ...filters, topic: 'cats', page: 1 })}>Cats</button>
      <button onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>Next</button>
      <button onClick={() => setFilters({ ...filters, q: q.trim(), page: 1 })}>Apply</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
      <output data-testid="address">{search}</output>
      <output data-testid="applied">{JSON.stringify(filters)}</output>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;
const box = () => screen.getByLabelText('Search') as HTMLInputElement;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

function renderAt(url: string, live = true) {
  return render(
    <MemoryRouter initialEntries={['/elsewhere', url]} initialIndex={1}>
      <Screen live={live} />
    </MemoryRouter>,
  );
}

describe('addressWith', () => {
  it('rewrites only the codec’s parameters and leaves out the empty ones', () => {
    const next = addressWith(new URLSearchParams('tab=groups&q=old&page=3'), codec, { q: '', topic: 'dogs', page: 1 });
    expect(next.toString()).toBe('tab=groups&topic=dogs');
  });
});

describe('useAddressState', () => {
  it('reads the filters from the address, anything unknown as its default', () => {
    renderAt('/list?q=rex&topic=birds&page=x');
    expect(JSON.parse(screen.getByTestId('applied').textContent!)).toEqual({ q: 'rex', topic: '', page: 1 });
    expect(box().value).toBe('rex');
  });

  it('adds a history entry per change, keeps parameters it does not own, and Back restores the last filters', async () => {
    renderAt('/list?tab=groups&q=rex');
    await click('Cats');
    expect(address()).toBe('?tab=groups&q=rex&topic=cats');
    await click('Next');
    expect(address()).toBe('?tab=groups&q=rex&topic=cats&page=2');
    await click('Back');
    expect(address()).toBe('?tab=groups&q=rex&topic=cats');
    await click('Back');
    expect(address()).toBe('?tab=groups&q=rex');
  });

  it('adds no entry for the same filters again, so Back leaves the screen', async () => {
    renderAt('/list?topic=cats');
    await click('Cats');
    expect(address()).toBe('?topic=cats');
    await click('Back');
    expect(address()).toBe('');
  });

  it('starts a change from another screen’s move that the router has not rendered yet, never undoing it', () => {
    const chosen: AddressCodec<string> = {
      keys: ['vet'],
      read: (params) => params.get('vet') ?? '',
      write: (vet) => ({ vet }),
    };
    const setters: { filters?: (next: Filters) => void; vet?: (next: string) => void } = {};
    function Filtered() {
      setters.filters = useAddressState(codec)[1];
      return null;
    }
    function Chooser() {
      setters.vet = useAddressState(chosen)[1];
      const { search } = useLocation();
      return <output data-testid="address">{search}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/vets?q=pune']}>
        <Filtered />
        <Chooser />
      </MemoryRouter>,
    );
    // Both in one task: the second starts before the router renders the first.
    act(() => {
      setters.vet?.('v1');
      setters.filters?.({ q: 'pune', topic: 'cats', page: 1 });
    });
    expect(address()).toBe('?vet=v1&q=pune&topic=cats');
  });
});

describe('useFilterText', () => {
  afterEach(() => vi.useRealTimers());

  it('applies a live field once typing pauses, as one history entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/list?topic=cats&page=2');
    await user.type(box(), 'rex');
    expect(address()).toBe('?topic=cats&page=2');
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('?q=rex&topic=cats');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('?topic=cats&page=2');
    expect(box().value).toBe('');
  });

  it('keeps what is being typed when its own text comes back trimmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/list');
    await user.type(box(), 'new ');
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('?q=new');
    expect(box().value).toBe('new ');
    await user.type(box(), 'york');
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('?q=new+york');
  });

  it('drops a pause’s pending search when the address moves elsewhere first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/list');
    await user.type(box(), 'rex');
    act(() => vi.advanceTimersByTime(300));
    await user.type(box(), 'y');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box().value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(address()).toBe('');
  });

  it('clears the search at once when the field is emptied, also a field applied by its form', async () => {
    renderAt('/list?q=rex&topic=cats', false);
    await userEvent.clear(box());
    expect(address()).toBe('?topic=cats');
    await click('Back');
    expect(box().value).toBe('rex');
  });

  it('waits for the form to apply a typed search when not live, and follows Back and Forward', async () => {
    renderAt('/list', false);
    await userEvent.type(box(), 'rex');
    await click('Cats');
    expect(address()).toBe('?topic=cats');
    expect(box().value).toBe('rex');
    await click('Apply');
    expect(address()).toBe('?q=rex&topic=cats');
    await click('Back');
    await click('Back');
    expect(address()).toBe('');
    await click('Forward');
    await click('Forward');
    expect(box().value).toBe('rex');
  });
});
