// The notifications module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { dayIn, greeting, moneyIn, siteLink } from './email-language.js';
export { OutboxMessage } from './entities/outbox-message.entity.js';
export { MailerService, type RenderedEmail } from './mailer.service.js';
export { OutboxService } from './outbox.service.js';
