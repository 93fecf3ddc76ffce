import { Box } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { LOCALE_NAMES_IN_ENGLISH, type UserRecord } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDate, fullName } from '../../common/format';
import { SectionCard } from '../../common/SectionCard';
import { roleName } from './roles';
import { StaffDisplayName } from './StaffDisplayName';
import { UserPremium } from './UserPremium';

const Title = () => {
  const record = useRecordContext<UserRecord>();
  return <>{record ? `User: ${record.email}` : 'User'}</>;
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="All users" />
  </TopToolbar>
);

const UserDetails = () => {
  const u = useRecordContext<UserRecord>();
  if (!u) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <SectionCard title="Account">
        <Facts
          items={[
            ['Name', fullName(u.firstName, u.lastName) || EMPTY],
            ['Email', u.email],
            ['Phone', u.phone ?? EMPTY],
            ['Country', u.country ?? EMPTY],
            ['Language', LOCALE_NAMES_IN_ENGLISH[u.language]],
            ['Role', roleName(u.role)],
            ['Active', u.isActive ? 'Yes' : 'No'],
            ['Email verified', u.emailVerified ? 'Yes' : 'No'],
            ['Two-factor', u.mfaEnabled ? 'On' : 'Off'],
            ['Joined', formatDate(u.createdAt)],
          ]}
        />
      </SectionCard>
      <SectionCard headingGap={1.5} title="Premium">
        <UserPremium />
      </SectionCard>
      {u.role !== 'user' && (
        <SectionCard headingGap={1.5} title="Name shown to patients">
          <StaffDisplayName />
        </SectionCard>
      )}
    </Box>
  );
};

/** One user's page (admins): the account, and their Premium (Stripe or paid offline) with the offline payment form. */
export const UserShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <UserDetails />
  </Show>
);
