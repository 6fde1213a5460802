import {
  IMAGE_WIDTHS,
  imageIdOf,
  imageUrl,
  type PreferredContact,
  type TimeSlot,
  type VetAvailability,
  type VetSummary,
  type WidgetToken,
} from '@petpal/contracts';
import { h } from './dom';
import { createWidgetApi, WidgetApiError, type WidgetApi } from './widget-api';
import { shortDay, slotLabel, WIDGET_DATES_SHOWN } from './widget-format';
import { signInWithPopup } from './widget-sign-in';
import { widgetCss } from './widget-styles';

export const WIDGET_TAG = 'petpal-vet-booking';

/** Word for word from spec section 8 where it has them. */
export const widgetText = {
  loadingDates: 'Loading available dates and checking holidays...',
  loadingSlots: 'Loading available time slots...',
  noDates: 'This veterinarian has no available dates in the next 30 days.',
  noSlots: 'No available slots for this date.',
  datesFailed: 'Failed to load available dates. Please try again.',
  slotsFailed: 'Failed to load available time slots.',
  bookFailed: 'Failed to book appointment. Please try again.',
  booked: 'Appointment Booked',
  bookedDetail: 'Your appointment request has been sent to the veterinarian.',
  signIn: 'Sign in with PetPal to book',
  signInHint: 'A PetPal window opens; your PetPal password is never shared with this site.',
  book: 'Book Appointment',
  retry: 'Try again',
  bookAnother: 'Book another time',
} as const;

type Phase =
  { name: 'loading' } | { name: 'failed'; message: string } | { name: 'ready' } | { name: 'booked'; slot: TimeSlot };

/** Detail of the widget's DOM events (they bubble and cross the shadow boundary). */
export interface WidgetEvents {
  ready: { vetId: string; availableDates: string[] };
  slotSelected: { vetId: string; date: string; startTime: string; endTime: string; timeZone: string };
  booked: { vetId: string; appointmentId: string; date: string; startTime: string; endTime: string; status: string };
  error: { vetId: string; code: string; message: string };
}

const newKey = () => crypto.randomUUID();

/**
 * `<petpal-vet-booking vet-id="...">`: one vet's next available dates and slots, sign-in through a PetPal
 * popup and an in-person booking, on a partner's page. Fires `ready`, `slotSelected`, `booked` and `error`.
 */
export class PetpalVetBooking extends HTMLElement {
  static petpalOrigin = '';

  private readonly root: ShadowRoot;
  private readonly frame: HTMLElement;
  private api: WidgetApi | null = null;
  private phase: Phase = { name: 'loading' };
  private vet: VetSummary | null = null;
  private availability: VetAvailability | null = null;
  private date: string | null = null;
  private slots: TimeSlot[] | null = null;
  private slotsError: string | null = null;
  private chosen: TimeSlot | null = null;
  private token: WidgetToken | null = null;
  private contact: PreferredContact = 'email';
  private reason = '';
  private bookError: string | null = null;
  private submitting = false;
  private idempotencyKey = newKey();

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = widgetCss;
    this.frame = h('div', { class: 'frame', part: 'frame' });
    this.root.append(style, this.frame);
  }

  get vetId(): string {
    return this.getAttribute('vet-id') ?? '';
  }

  /** PetPal's site: the element's `petpal-origin`, else the script tag's `data-petpal-origin`. */
  private get origin(): string {
    return (this.getAttribute('petpal-origin') ?? PetpalVetBooking.petpalOrigin).replace(/\/$/, '');
  }

  connectedCallback(): void {
    this.api = createWidgetApi(this.origin);
    void this.load();
  }

  private emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private fail(error: unknown, fallback: string): string {
    const message =
      error instanceof WidgetApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;
    const code = error instanceof WidgetApiError ? error.code : 'unexpected';
    this.emit('error', { vetId: this.vetId, code, message });
    return message;
  }

  private async load(): Promise<void> {
    if (!this.api) return;
    this.phase = { name: 'loading' };
    this.render();
    try {
      const [vet, availability] = await Promise.all([this.api.vet(this.vetId), this.api.availability(this.vetId)]);
      this.vet = vet;
      this.availability = availability;
      this.phase = { name: 'ready' };
      this.render();
      this.emit('ready', { vetId: this.vetId, availableDates: availability.availableDates });
    } catch (error) {
      this.phase = { name: 'failed', message: this.fail(error, widgetText.datesFailed) };
      this.render();
    }
  }

  private async pickDate(date: string): Promise<void> {
    if (!this.api) return;
    this.date = date;
    this.chosen = null;
    this.slots = null;
    this.slotsError = null;
    this.bookError = null;
    this.render();
    try {
      const day = await this.api.slots(this.vetId, date);
      if (this.date !== date) return;
      this.slots = day.slots;
    } catch (error) {
      if (this.date !== date) return;
      this.slotsError = this.fail(error, widgetText.slotsFailed);
    }
    this.render();
  }

  private pickSlot(slot: TimeSlot): void {
    this.chosen = slot;
    this.bookError = null;
    this.idempotencyKey = newKey();
    this.render();
    this.root.querySelector<HTMLElement>('#petpal-booking-heading')?.focus();
    const timeZone = this.availability?.timeZone ?? '';
    this.emit('slotSelected', {
      vetId: this.vetId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeZone,
    });
  }

  private async signIn(): Promise<void> {
    const token = await signInWithPopup(this.origin);
    if (token) this.token = token;
    this.render();
  }

  private async book(): Promise<void> {
    const { api, chosen: slot, token } = this;
    if (!api || !slot || !token || this.submitting) return;
    this.submitting = true;
    this.bookError = null;
    this.render();
    try {
      const { appointment } = await api.book(
        {
          vetId: this.vetId,
          date: slot.date,
          startTime: slot.startTime,
          scheduleId: slot.scheduleId,
          appointmentType: 'in_person',
          preferredContact: this.contact,
          reason: this.reason.trim() || null,
        },
        token.token,
        this.idempotencyKey,
      );
      this.phase = { name: 'booked', slot };
      this.emit('booked', {
        vetId: this.vetId,
        appointmentId: appointment.id,
        date: appointment.date,
        startTime: appointment.startTime,
        endTime: appointment.endTime,
        status: appointment.status,
      });
    } catch (error) {
      if (error instanceof WidgetApiError && error.status === 401) this.token = null;
      this.bookError = this.fail(error, widgetText.bookFailed);
      // A network failure may have booked: a retry keeps the key. Any answer settles it.
      if (!(error instanceof WidgetApiError && (error.status === 0 || error.status >= 500))) {
        this.idempotencyKey = newKey();
      }
      if (error instanceof WidgetApiError && error.status === 409 && this.date) {
        this.submitting = false;
        const message = this.bookError;
        await this.pickDate(this.date);
        this.bookError = message;
      }
    } finally {
      this.submitting = false;
      this.render();
    }
  }

  private restart(): void {
    this.phase = { name: 'ready' };
    this.chosen = null;
    this.reason = '';
    if (this.date) void this.pickDate(this.date);
    else this.render();
  }

  private render(): void {
    this.frame.replaceChildren(...this.view());
  }

  private view(): Node[] {
    const phase = this.phase;
    if (phase.name === 'loading') return [h('p', { role: 'status' }, widgetText.loadingDates)];
    if (phase.name === 'failed') {
      return [
        h('p', { class: 'alert error', role: 'alert' }, phase.message),
        h('button', { type: 'button', onclick: () => void this.load() }, widgetText.retry),
      ];
    }
    const header = this.header();
    if (phase.name === 'booked') {
      return [
        header,
        h(
          'div',
          { class: 'alert', role: 'status' },
          h('h3', {}, widgetText.booked),
          h('p', {}, widgetText.bookedDetail),
          h('p', { class: 'muted' }, `${shortDay(phase.slot.date)}, ${slotLabel(phase.slot)}`),
        ),
        h('button', { type: 'button', onclick: () => this.restart() }, widgetText.bookAnother),
      ];
    }
    return [header, this.datesView(), this.slotsView(), this.bookingView()].filter(
      (node): node is HTMLElement => !!node,
    );
  }

  private header(): HTMLElement {
    const vet = this.vet;
    return h(
      'header',
      {},
      h(
        'div',
        { class: 'vet' },
        vet ? this.portrait(vet) : null,
        h(
          'div',
          {},
          h('h2', {}, vet ? `Book ${vet.fullName}` : 'Book a vet'),
          vet ? h('p', { class: 'muted' }, `${vet.specialization} · ${vet.location}`) : null,
        ),
      ),
      this.availability ? h('p', { class: 'muted' }, `Times in ${this.availability.timeZone}`) : null,
    );
  }

  /**
   * The vet's photo from PetPal (decision 116), its smallest stored width, decorative beside the name; none when
   * the vet has no photo, and gone if it fails to load (the name says who either way).
   */
  private portrait(vet: VetSummary): HTMLElement | null {
    const id = vet.profileImageUrl ? imageIdOf(vet.profileImageUrl) : null;
    if (!id) return null;
    const img = h('img', {
      class: 'portrait',
      src: `${this.origin}${imageUrl(id, IMAGE_WIDTHS[0])}`,
      alt: '',
      width: '48',
      height: '48',
      decoding: 'async',
      onerror: () => img.remove(),
    });
    return img;
  }

  private datesView(): HTMLElement {
    const dates = this.availability?.availableDates.slice(0, WIDGET_DATES_SHOWN) ?? [];
    if (dates.length === 0) return h('p', { class: 'alert' }, widgetText.noDates);
    return h(
      'section',
      { 'aria-labelledby': 'petpal-dates' },
      h('h3', { id: 'petpal-dates' }, 'Next available dates'),
      h(
        'div',
        { class: 'row' },
        dates.map((date) =>
          h(
            'button',
            { type: 'button', 'aria-pressed': String(this.date === date), onclick: () => void this.pickDate(date) },
            shortDay(date),
          ),
        ),
      ),
    );
  }

  private slotsView(): HTMLElement | null {
    if (!this.date) return null;
    const body = this.slotsError
      ? h('p', { class: 'alert error', role: 'alert' }, this.slotsError)
      : this.slots === null
        ? h('p', { role: 'status' }, widgetText.loadingSlots)
        : this.slots.length === 0
          ? h('p', { class: 'alert' }, widgetText.noSlots)
          : h(
              'div',
              { class: 'slots' },
              this.slots.map((slot) =>
                h(
                  'button',
                  {
                    type: 'button',
                    // A slot is its schedule and start: two schedules may offer the same time.
                    'aria-pressed': String(
                      this.chosen?.scheduleId === slot.scheduleId && this.chosen.startTime === slot.startTime,
                    ),
                    onclick: () => this.pickSlot(slot),
                  },
                  slotLabel(slot),
                ),
              ),
            );
    return h(
      'section',
      { 'aria-labelledby': 'petpal-slots' },
      h('h3', { id: 'petpal-slots' }, `Available Time Slots · ${shortDay(this.date)}`),
      // A booking refused after the grid refreshed (e.g. the slot was just taken) is told here.
      this.bookError && !this.chosen ? h('p', { class: 'alert error', role: 'alert' }, this.bookError) : null,
      body,
    );
  }

  private bookingView(): HTMLElement | null {
    const slot = this.chosen;
    if (!slot) return null;
    const heading = h(
      'h3',
      { id: 'petpal-booking-heading', tabindex: '-1' },
      `${shortDay(slot.date)}, ${slotLabel(slot)}`,
    );
    const error = this.bookError ? h('p', { class: 'alert error', role: 'alert' }, this.bookError) : null;
    if (!this.token) {
      return h(
        'section',
        { 'aria-labelledby': 'petpal-booking-heading' },
        heading,
        error,
        h('button', { type: 'button', class: 'primary', onclick: () => void this.signIn() }, widgetText.signIn),
        h('p', { class: 'muted' }, widgetText.signInHint),
      );
    }
    const contactOption = (value: PreferredContact, label: string) =>
      h(
        'label',
        {},
        h('input', {
          type: 'radio',
          name: 'petpal-contact',
          value,
          checked: this.contact === value,
          onchange: () => (this.contact = value),
        }),
        label,
      );
    const reason = h('textarea', {
      id: 'petpal-reason',
      maxlength: '1000',
      oninput: (event) => (this.reason = (event.target as HTMLTextAreaElement).value),
    });
    (reason as HTMLTextAreaElement).value = this.reason;
    return h(
      'section',
      { 'aria-labelledby': 'petpal-booking-heading' },
      heading,
      h('p', { class: 'muted' }, `Booking as ${this.token.email || 'your PetPal account'} · In person`),
      h(
        'fieldset',
        {},
        h('legend', {}, 'Preferred Contact Method'),
        h('div', { class: 'row' }, contactOption('phone', 'Phone'), contactOption('email', 'Email')),
      ),
      h(
        'label',
        { for: 'petpal-reason', style: 'display:block;font-weight:600;margin:8px 0 4px' },
        'Reason for Visit (optional)',
      ),
      reason,
      error,
      h(
        'button',
        { type: 'button', class: 'primary', disabled: this.submitting, onclick: () => void this.book() },
        this.submitting ? 'Booking...' : widgetText.book,
      ),
    );
  }
}
