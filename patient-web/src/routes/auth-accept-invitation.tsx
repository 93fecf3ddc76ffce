import { accountApi } from '../account/api';
import { SetPasswordPage } from '../account/SetPasswordPage';
import { routeMeta } from '../seo';

export const meta = routeMeta(() => ({
  title: 'Activate Your Account',
  description: 'Choose a password to activate your MedTour Asia account.',
}));

export default function Component() {
  return (
    <SetPasswordPage
      title="Activate Your Account"
      intro="You were invited to MedTour Asia. Choose a password to activate your account."
      submitLabel="Activate Account"
      send={accountApi.acceptInvitation}
    />
  );
}
