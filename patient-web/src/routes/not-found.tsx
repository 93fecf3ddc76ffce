import { data } from 'react-router';
import { NotFound } from '../components/NotFound';
import { notFoundMeta, pageMeta } from '../seo';

// Renders normally but answers 404.
export const loader = () => data(null, { status: 404 });

export const meta = (args: Parameters<typeof pageMeta>[1]) => pageMeta(notFoundMeta(args.matches), args, { indexable: false });

export default NotFound;
