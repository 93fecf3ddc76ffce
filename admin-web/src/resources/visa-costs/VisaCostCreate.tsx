import { FigureCreate } from '../../common/trip-figures/pages';
import { VisaCostForm } from './VisaCostForm';

export const VisaCostCreate = () => <FigureCreate title="Add Visa Cost" form={<VisaCostForm />} />;
