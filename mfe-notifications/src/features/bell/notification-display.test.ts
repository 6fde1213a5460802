import { iconNames } from '@petpal/design-system';
import { NOTIFICATION_TYPES } from '@petpal/contracts';
import { describe, expect, it } from 'vitest';
import { notification, reportId } from '../../test/fixtures';
import { notificationHref, notificationIcon, petNameOf } from './notification-display';

describe('how a notification shows', () => {
  it('has a design-system icon per type and the bell otherwise', () => {
    const icons = NOTIFICATION_TYPES.map(notificationIcon);
    expect(icons.every((name) => iconNames.includes(name))).toBe(true);
    expect(new Set(icons).size).toBe(NOTIFICATION_TYPES.length);
    expect(icons).not.toContain('bell');
    expect(notificationIcon('something_new')).toBe('bell');
  });

  it('opens the pet report of report types only', () => {
    expect(notificationHref(notification())).toBe(`/pet-report/${reportId}`);
    expect(notificationHref(notification({ relatedReportId: null }))).toBe(`/pet-report/${reportId}`);
    expect(notificationHref(notification({ relatedReportId: null, metadata: {} }))).toBeNull();
    expect(notificationHref(notification({ type: 'appointment_payment', relatedReportId: null }))).toBeNull();
  });

  it('opens a message’s conversation, and nothing for a deleted report', () => {
    expect(notificationHref(notification({ type: 'new_message_on_report' }))).toBe(
      `/pet-report/${reportId}?openMessages=true`,
    );
    expect(notificationHref(notification({ type: 'report_deleted' }))).toBeNull();
  });

  it('opens the community post of comment, reply and like notices', () => {
    const postId = 'f00000000000000000000001';
    for (const type of ['post_comment', 'comment_reply', 'post_like'] as const) {
      expect(notificationHref(notification({ type, relatedReportId: null, metadata: { postId } }))).toBe(
        `/community/post/${postId}`,
      );
      expect(notificationHref(notification({ type, relatedReportId: null, metadata: {} }))).toBeNull();
    }
  });

  it('opens the adoption listing of adoption notices', () => {
    const listingId = 'e00000000000000000000001';
    for (const type of ['adoption_application', 'adoption_accepted', 'adoption_declined'] as const) {
      expect(notificationHref(notification({ type, relatedReportId: null, metadata: { listingId } }))).toBe(
        `/become-pet-parent/${listingId}`,
      );
    }
    expect(
      notificationHref(notification({ type: 'adoption_accepted', relatedReportId: null, metadata: {} })),
    ).toBeNull();
  });

  it('opens the care bookings from care notices, a booking’s report cards from a report card notice', () => {
    const bookingRequestId = 'c00000000000000000000001';
    const care = (type: 'care_booking' | 'report_card' | 'rate_booking', metadata = { bookingRequestId }) =>
      notificationHref(notification({ type, relatedReportId: null, metadata }));
    expect(care('care_booking')).toBe(`/appointments?booking=${bookingRequestId}`);
    expect(care('care_booking', {} as { bookingRequestId: string })).toBe('/appointments');
    expect(care('rate_booking')).toBe(`/appointments?booking=${bookingRequestId}`);
    expect(care('report_card')).toBe(`/appointments?reportCards=${bookingRequestId}`);
  });

  it('opens the to-do list from a to-do reminder', () => {
    expect(
      notificationHref(notification({ type: 'todo_due', relatedReportId: null, metadata: { taskId: reportId } })),
    ).toBe('/todo');
  });

  it("opens PawfectMatch's requests from a playdate notice", () => {
    for (const type of ['playdate_request', 'playdate_accepted'] as const) {
      expect(notificationHref(notification({ type, relatedReportId: null, metadata: {} }))).toBe(
        '/pawfectmatch?tab=requests',
      );
      expect(notificationIcon(type)).not.toBe('bell');
    }
  });

  it("opens the order from an order's status change, with its own icon", () => {
    const orderId = 'f00000000000000000000042';
    expect(notificationHref(notification({ type: 'order_status', relatedReportId: null, metadata: { orderId } }))).toBe(
      `/order-confirmation/${orderId}`,
    );
    expect(notificationHref(notification({ type: 'order_status', relatedReportId: null, metadata: {} }))).toBeNull();
    expect(notificationIcon('order_status')).toBe('package');
  });

  it('opens the conversation from a message notice, with the chat icon', () => {
    const conversationId = 'c00000000000000000000007';
    expect(
      notificationHref(notification({ type: 'message', relatedReportId: null, metadata: { conversationId } })),
    ).toBe(`/messages/${conversationId}`);
    expect(notificationHref(notification({ type: 'message', relatedReportId: null, metadata: {} }))).toBeNull();
    expect(notificationIcon('message')).toBe('chat');
  });

  it('names the pet, Unknown when the name is empty', () => {
    expect(petNameOf(notification())).toBe('Bruno');
    expect(petNameOf(notification({ metadata: { petName: ' ' } }))).toBe('Unknown');
    expect(petNameOf(notification({ metadata: {} }))).toBe('Unknown');
    expect(petNameOf(notification({ type: 'appointment_payment', metadata: {} }))).toBeNull();
  });
});
