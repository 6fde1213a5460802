import { careMessages, REQUEST_EXPIRY_HOURS, type OwnerBookingRequest } from '@petpal/contracts';
import { Facts, RouterButtonLink, Text } from '@petpal/design-system';
import { DoneScreen } from '../../../ui/DoneScreen';
import { RequestFactRows } from '../../../ui/RequestFactRows';

/** The thank-you screen after a request (spec section 2): what was asked, who answers by when, and "Go Back" to /services. */
export function RequestSentScreen({ request }: { request: OwnerBookingRequest }) {
  return (
    <DoneScreen
      title={careMessages.requestSent}
      actions={
        <>
          <RouterButtonLink to="/services">Go Back</RouterButtonLink>
          <RouterButtonLink to="/appointments" variant="outline">
            View Appointments
          </RouterButtonLink>
        </>
      }
    >
      <Text>
        Thank you! {request.sitter.fullName} has {REQUEST_EXPIRY_HOURS} hours to answer. We will notify you when they
        do, and you can follow the request under Appointments.
      </Text>
      <Facts>
        <RequestFactRows request={request} />
      </Facts>
    </DoneScreen>
  );
}
