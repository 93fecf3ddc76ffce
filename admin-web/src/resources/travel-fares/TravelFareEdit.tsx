import { FigureEdit } from '../../common/trip-figures/pages';
import { TravelFareForm } from './TravelFareForm';

export const TravelFareEdit = () => <FigureEdit form={<TravelFareForm />} />;
