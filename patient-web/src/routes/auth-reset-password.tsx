import { accountApi } from '../account/api';
import { SetPasswordPage } from '../account/SetPasswordPage';
import type { RouteHandle } from '../meta';

export const handle: RouteHandle = { meta: () => ({ title: 'Choose a New Password', description: 'Reset your MedTour Asia password.' }) };

export function Component() {
  return (
    <SetPasswordPage
      title="Choose a New Password"
      intro="Enter a new password for your account. All your devices will be signed out."
      submitLabel="Change Password"
      send={accountApi.resetPassword}
    />
  );
}
