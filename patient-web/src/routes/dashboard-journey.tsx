import { useRouteLoaderData } from 'react-router-dom';
import type { DashboardData } from './dashboard';

/** The patient journey (welcome → diagnosis → results). */
export function Component() {
  const { me } = useRouteLoaderData('dashboard') as DashboardData;
  return (
    <section className="section">
      <div className="container">
        <h1>Welcome, {me.firstName}</h1>
      </div>
    </section>
  );
}
