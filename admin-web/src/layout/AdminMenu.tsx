import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import BadgeIcon from '@mui/icons-material/Badge';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import HealingIcon from '@mui/icons-material/Healing';
import LuggageIcon from '@mui/icons-material/Luggage';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import ForumIcon from '@mui/icons-material/Forum';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TranslateIcon from '@mui/icons-material/Translate';
import HubIcon from '@mui/icons-material/Hub';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MailIcon from '@mui/icons-material/Mail';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PeopleIcon from '@mui/icons-material/People';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import PublicIcon from '@mui/icons-material/Public';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import PaymentsIcon from '@mui/icons-material/Payments';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, Chip, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { Menu, MenuItemLink, usePermissions, useResourceDefinitions, useSidebarState } from 'react-admin';
import { useMatch } from 'react-router-dom';
import { visuallyHiddenSx } from '../common/VisuallyHidden';
import type { Role } from '@medtour/contracts';
import { canAccessResource } from '../permissions';
import { useBookingSummary } from '../resources/bookings/BookingSummaryCards';

interface MenuEntry {
  label: string;
  /** Router path inside /admin. */
  to: string;
  icon: ComponentType<SvgIconProps>;
  /**
   * The `<Resource>` the entry lists. The entry shows once that resource is registered in
   * `<Admin>`, to the roles that permissions.ts lets in. Without one (Dashboard) it always shows.
   */
  resource?: string;
}

const resourceEntry = (label: string, resource: string, icon: MenuEntry['icon'], to = `/${resource}`): MenuEntry => ({
  label,
  to,
  icon,
  resource,
});

/**
 * The 'Admin Panel' sidebar, in the spec's order; the entries after Settings are the product's additions
 * (real-product.md). Adding a resource to `<Admin>` is enough to make its entry appear.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: DashboardIcon },
  resourceEntry('Users', 'users', PeopleIcon),
  resourceEntry('Hospitals', 'hospitals', LocalHospitalIcon),
  resourceEntry('Treatments', 'treatments', MedicalServicesIcon),
  resourceEntry('Bookings', 'bookings', BookOnlineIcon),
  // The trip after the deposit (issue 54): arrivals to prepare, and aftercare check-ins.
  resourceEntry('Trips', 'trips', LuggageIcon),
  resourceEntry('Aftercare', 'aftercare', HealingIcon),
  resourceEntry('Reviews', 'reviews', RateReviewIcon),
  resourceEntry('Countries', 'countries', PublicIcon),
  resourceEntry('Specializations', 'specializations', CategoryIcon),
  resourceEntry('Patient Guide', 'guide-entries', MenuBookIcon),
  resourceEntry('Condition matching', 'condition-mappings', HubIcon),
  // One record: the entry opens its form directly.
  resourceEntry('Settings', 'settings', SettingsIcon, '/settings/site'),
  resourceEntry('Exchange Rates', 'exchange-rates', CurrencyExchangeIcon),
  // The trip estimate's figures (issue 28).
  resourceEntry('Travel Fares', 'travel-fares', FlightIcon),
  resourceEntry('Visa Costs', 'visa-costs', BadgeIcon),
  resourceEntry('Accommodation Rates', 'accommodation-rates', HotelIcon),
  resourceEntry('Contact messages', 'contact-messages', MailIcon),
  resourceEntry('Payments', 'payments', PaymentsIcon),
  resourceEntry('Premium subscriptions', 'subscriptions', WorkspacePremiumIcon),
  resourceEntry('Audit log', 'audit-events', HistoryIcon),
  // Patients' export and deletion requests, due within a month (issue 53).
  resourceEntry('Data requests', 'data-requests', PrivacyTipIcon),
  resourceEntry('Failed jobs', 'failed-jobs', SyncProblemIcon),
  // The AI assistant's tables, its conversations (counts only) and what it runs on.
  resourceEntry('AI synonyms', 'ai-synonyms', TranslateIcon),
  resourceEntry('Emergency numbers', 'emergency-numbers', LocalPhoneIcon),
  resourceEntry('Crisis lines', 'crisis-lines', SupportAgentIcon),
  resourceEntry('AI conversations', 'ai-conversations', ForumIcon),
  resourceEntry('AI settings', 'ai-settings', SmartToyIcon),
];

const MENU_TITLE_ID = 'admin-menu-title';

/**
 * react-admin highlights the entry whose path is a prefix of the current one (exact for the
 * dashboard); this also tells assistive technology which page is open.
 */
const AdminMenuItem = ({ label, to, icon: Icon, resource, count }: MenuEntry & { count?: number }) => {
  const match = useMatch({ path: resource ? `/${resource}` : to, end: !resource });
  return (
    <MenuItemLink
      to={to}
      primaryText={
        count ? (
          <>
            {label}
            <Chip
              component="span"
              size="small"
              color="warning"
              label={count}
              aria-label={`${count} awaiting reply`}
              sx={{ ml: 1, height: 20 }}
            />
          </>
        ) : (
          label
        )
      }
      leftIcon={<Icon />}
      aria-current={match ? 'page' : undefined}
      sx={{
        '&.RaMenuItemLink-active': {
          bgcolor: 'action.selected',
          fontWeight: 600,
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    />
  );
};

export const AdminMenu = () => {
  const [open] = useSidebarState();
  const { permissions } = usePermissions<Role[]>();
  const resources = useResourceDefinitions();
  const roles = permissions ?? [];
  // The threads awaiting a staff reply, next to Bookings (the same figures as the bookings page's, refreshed every minute).
  const awaiting = useBookingSummary()?.awaitingReply;
  const entries = MENU_ENTRIES.filter(
    ({ resource }) => !resource || (resources[resource]?.hasList === true && canAccessResource(roles, resource, 'list')),
  );

  return (
    <Box component="nav" aria-labelledby={MENU_TITLE_ID}>
      <Typography
        id={MENU_TITLE_ID}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={open ? { display: 'block', px: 2, pt: 1 } : visuallyHiddenSx}
      >
        Admin Panel
      </Typography>
      <Menu>
        {entries.map((entry) => (
          <AdminMenuItem key={entry.to} {...entry} count={entry.resource === 'bookings' ? awaiting : undefined} />
        ))}
      </Menu>
    </Box>
  );
};
