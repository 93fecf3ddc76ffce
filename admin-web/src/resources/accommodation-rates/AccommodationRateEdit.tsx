import { FigureEdit } from '../../common/trip-figures/pages';
import { AccommodationRateForm } from './AccommodationRateForm';

export const AccommodationRateEdit = () => <FigureEdit form={<AccommodationRateForm />} />;
