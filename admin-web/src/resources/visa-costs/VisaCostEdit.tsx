import { FigureEdit } from '../../common/trip-figures/pages';
import { VisaCostForm } from './VisaCostForm';

export const VisaCostEdit = () => <FigureEdit form={<VisaCostForm />} />;
