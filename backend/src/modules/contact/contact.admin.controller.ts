import { AdminResourceController } from '../../common/admin-resource.js';
import { CONTACT_LIST, ContactService } from './contact.service.js';
import { UpdateContactMessageDto } from './dto/update-contact-message.dto.js';

/** `/api/admin/contact-messages`: the inbox of the contact form (moderators and admins). */
export class ContactAdminController extends AdminResourceController({
  name: 'contact-messages',
  service: ContactService,
  list: CONTACT_LIST,
  show: true,
  update: UpdateContactMessageDto,
}) {}
