import { Injectable } from '@nestjs/common';
import type { StaffBookingView } from '@medtour/contracts';
import type { AdminResource, RaPage } from '../../common/admin-resource.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListQuery } from '../../common/simple-rest.js';
import { staffActor } from '../booking-core/index.js';
import { BookingsService } from './bookings.service.js';
import type { UpdateBookingDto } from './dto/booking.dto.js';

/**
 * The back office's bookings resource: `BookingsService`'s staff side as the staff member calling
 * may see it (its health data only as `HealthDataAccess` allows, each read audited).
 */
@Injectable()
export class BookingsAdminService implements Pick<AdminResource<StaffBookingView>, 'list' | 'get' | 'update'> {
  constructor(private readonly bookings: BookingsService) {}

  list(query: RaListQuery, auth: AuthContext): Promise<RaPage<StaffBookingView>> {
    return this.bookings.staffList(query, staffActor(auth));
  }

  get(id: string, auth: AuthContext): Promise<StaffBookingView> {
    return this.bookings.staffGet(id, staffActor(auth));
  }

  update(id: string, data: UpdateBookingDto, auth: AuthContext): Promise<StaffBookingView> {
    return this.bookings.staffUpdate(id, data, staffActor(auth));
  }
}
