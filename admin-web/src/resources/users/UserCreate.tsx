import { Create, email, maxLength, required, SelectInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import type { UserRecord } from '@medtour/contracts';
import { ROLE_CHOICES } from './roles';

const validateEmail = [required(), email(), maxLength(254)];
const validateName = [required(), maxLength(100)];

/**
 * "Add User": an invitation. The API creates the account and emails a link where the invitee
 * chooses a password; staff invitees then set up two-factor on their first sign-in.
 */
export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add User"
      mutationOptions={{
        onSuccess: (user: UserRecord) => {
          notify(`Invitation sent to ${user.email}`, { type: 'success' });
          redirect('list', 'users');
        },
      }}
    >
      <SimpleForm defaultValues={{ role: 'user' }}>
        <TextInput source="email" label="Email" type="email" validate={validateEmail} />
        <TextInput source="firstName" label="First name" validate={validateName} />
        <TextInput source="lastName" label="Last name" validate={validateName} />
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
