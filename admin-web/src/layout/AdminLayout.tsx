import { Layout, Sidebar, type LayoutProps, type SidebarProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { useSidebarShortcut } from './sidebarState';

/** Spec §9: 16rem wide (theme), 18rem as the mobile drawer, 3rem collapsed (theme). */
const AdminSidebar = (props: SidebarProps) => (
  <Sidebar
    {...props}
    sx={(theme) => ({
      [theme.breakpoints.down('sm')]: {
        '& .MuiPaper-root, & .RaMenu-open': { width: '18rem' },
      },
    })}
  />
);

export const AdminLayout = ({ children }: LayoutProps) => {
  useSidebarShortcut();
  return (
    <Layout
      appBar={AdminAppBar}
      menu={AdminMenu}
      sidebar={AdminSidebar}
      sx={{
        // Wide tables scroll inside their card instead of widening the page (phones): react-admin
        // lets the layout grow to its content (min-width: fit-content).
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-root, & .RaList-main': {
          minWidth: 0,
        },
        '& .RaList-main .RaList-content': { overflowX: 'auto' },
      }}
    >
      {children}
    </Layout>
  );
};
