import { accountApi } from '../account/api';
import { SetPasswordPage, setPasswordAction } from '../account/SetPasswordPage';
import { routeMeta } from '../seo';

export const meta = routeMeta(() => ({
  title: 'Activate Your Account',
  description: 'Choose a password to activate your MedTour Asia account.',
}));

export const action = setPasswordAction(accountApi.acceptInvitation);

export default function Component() {
  return (
    <SetPasswordPage
      title="Activate Your Account"
      intro="You were invited to MedTour Asia. Choose a password to activate your account."
      submitLabel="Activate Account"
    />
  );
}
