import { accountApi } from '../account/api';
import { SetPasswordPage, setPasswordAction } from '../account/SetPasswordPage';
import { routeMeta } from '../seo';

export const meta = routeMeta(() => ({ title: 'Choose a New Password', description: 'Reset your MedTour Asia password.' }));

export const action = setPasswordAction(accountApi.resetPassword);

export default function Component() {
  return (
    <SetPasswordPage
      title="Choose a New Password"
      intro="Enter a new password for your account. All your devices will be signed out."
      submitLabel="Change Password"
    />
  );
}
