import { format, parseISO } from 'date-fns';

/** "25 Nov 2026, 17:30" */
export const formatWhen = (iso: string) => format(parseISO(iso), 'd MMM yyyy, HH:mm');

/** "25 Nov 2026" */
export const formatDay = (iso: string) => format(parseISO(iso), 'd MMM yyyy');

/** ₹1,250.00 or $12.50 from minor units. */
export const formatMoney = ({ amountMinor, currency }: { amountMinor: number; currency: string }) =>
  new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency }).format(
    amountMinor / 100,
  );
