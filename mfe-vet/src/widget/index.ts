import { PetpalVetBooking, WIDGET_TAG } from './petpal-vet-booking';

/**
 * The partner widget's script: `<script src=".../widget/petpal-vet-booking.js" data-petpal-origin="https://petpal.example">`
 * defines `<petpal-vet-booking>`. Loaded before the element (a plain script, not async), the element is
 * upgraded as it is parsed, so it has its final size from the first layout.
 */
const script = document.currentScript as HTMLScriptElement | null;
PetpalVetBooking.petpalOrigin = script?.dataset.petpalOrigin ?? (script ? new URL(script.src).origin : location.origin);
if (!customElements.get(WIDGET_TAG)) customElements.define(WIDGET_TAG, PetpalVetBooking);
