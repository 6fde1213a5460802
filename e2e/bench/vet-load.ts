import { randomUUID } from 'node:crypto';
import { request as requestContexts, type APIRequestContext } from '@playwright/test';
import autocannon from 'autocannon';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { createVerifiedProvider } from '../support/providers';
import { toLoadResult, type LoadResult } from './http-load';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The `Cookie` header of the session signed in in `request` (for autocannon, which keeps no cookie jar). */
async function cookieOf(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

interface Slot {
  date: string;
  startTime: string;
  scheduleId: string;
}

export interface VetLoadResult {
  appointments: number;
  booking: LoadResult & { created: number; conflicts: number };
  slots: LoadResult;
  availability: LoadResult;
}

/**
 * A vet open around the clock in 10-minute slots, booked 2,000 times through POST /api/vet/appointments
 * (10 connections, a new Idempotency-Key each); then the slots and availability endpoints of that busy vet
 * at 50 connections, across every date of its window (answers come from the section 9 caches after each
 * date's first computation, as in production).
 */
export async function measureVetLoad(apiUrl: string, bookings = 2000): Promise<VetLoadResult> {
  // The vet applies and the site's admin verifies the application (e2e/support/providers.ts), as in
  // production: a pending vet's practice routes answer 403 provider_pending (decision 052).
  const vet = await requestContexts.newContext({ baseURL: apiUrl });
  const owner = await requestContexts.newContext({ baseURL: apiUrl });
  try {
    return await measure(apiUrl, vet, owner, bookings);
  } finally {
    await vet.dispose();
    await owner.dispose();
  }
}

async function measure(
  apiUrl: string,
  vet: APIRequestContext,
  owner: APIRequestContext,
  bookings: number,
): Promise<VetLoadResult> {
  await createVerifiedProvider(
    vet,
    'veterinary_doctor',
    {
      fullName: `Dr Bench Mark ${Date.now().toString(36)}`,
      specialization: 'General practice',
      location: 'Pune',
      availability: 'Around the clock',
      phoneNumber: '+91 90000 00000',
      licenseId: 'BENCH-1',
      consultationFee: 0,
      bio: 'Benchmarks the booking engine.',
      timeZone: 'UTC',
    },
    'bench-vet',
    apiUrl,
  );
  for (const dayOfWeek of WEEKDAYS) {
    await ok(
      await vet.post('/api/vet/practice/schedules', {
        data: { scheduleDate: null, dayOfWeek, startTime: '00:00', endTime: '24:00', slotDurationMinutes: 10 },
      }),
    );
  }
  const { vetId } = (await (await ok(await vet.get('/api/vet/practice'))).json()) as { vetId: string };
  await signIn(owner, await createVerifiedAccount(owner, 'bench-owner'));
  await ok(await owner.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await owner.put('/api/auth/profile', {
      data: { fullName: 'Bench Owner', phoneNumber: '+91 90000 00001', location: 'Pune' },
    }),
  );
  const ownerCookie = await cookieOf(owner);

  const { availableDates } = (await (await fetch(`${apiUrl}/api/vet/vets/${vetId}/availability`)).json()) as {
    availableDates: string[];
  };
  const slots: Slot[] = [];
  for (const date of availableDates.slice(1)) {
    const day = (await (await fetch(`${apiUrl}/api/vet/vets/${vetId}/slots?date=${date}`)).json()) as {
      slots: Slot[];
    };
    slots.push(...day.slots);
  }
  // Spread over the window: every few slots, so most days get appointments.
  const step = Math.max(1, Math.floor(slots.length / bookings));
  const chosen = slots.filter((_, i) => i % step === 0).slice(0, bookings);

  let next = 0;
  let created = 0;
  let conflicts = 0;
  let firstError: string | null = null;
  const bookingUrl = `${apiUrl}/api/vet/appointments`;
  const booking = await autocannon({
    url: bookingUrl,
    connections: 10,
    amount: chosen.length,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: ownerCookie },
    requests: [
      {
        setupRequest: (request) => {
          const slot = chosen[next++ % chosen.length]!;
          return {
            ...request,
            headers: { ...request.headers, 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({
              vetId,
              date: slot.date,
              startTime: slot.startTime,
              scheduleId: slot.scheduleId,
              appointmentType: 'in_person',
              preferredContact: 'email',
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) created += 1;
          else if (status === 409) conflicts += 1;
          else if (firstError === null) firstError = `${status} ${body}`;
        },
      },
    ],
  });

  if (firstError !== null) console.error(`  a booking failed: ${firstError}`);

  let turn = 0;
  const dated = (path: string) => (request: autocannon.Request) => ({
    ...request,
    path: `/api/vet/vets/${vetId}/${path}${path === 'slots' ? `?date=${availableDates[turn++ % availableDates.length]}` : ''}`,
  });
  const slotsRun = await autocannon({
    url: `${apiUrl}/api/vet/vets/${vetId}/slots`,
    connections: 50,
    duration: 5,
    requests: [{ setupRequest: dated('slots') }],
  });
  const availabilityRun = await autocannon({
    url: `${apiUrl}/api/vet/vets/${vetId}/availability`,
    connections: 50,
    duration: 5,
    requests: [{ setupRequest: dated('availability') }],
  });

  return {
    appointments: created,
    booking: { ...toLoadResult(bookingUrl, booking), created, conflicts },
    slots: toLoadResult(`/api/vet/vets/:id/slots?date=...`, slotsRun),
    availability: toLoadResult(`/api/vet/vets/:id/availability`, availabilityRun),
  };
}
