import { Layout, type LayoutProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';

export const AdminLayout = ({ children }: LayoutProps) => <Layout appBar={AdminAppBar}>{children}</Layout>;
