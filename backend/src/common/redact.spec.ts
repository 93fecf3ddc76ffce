import { redactEmails } from './redact.js';

describe('redactEmails', () => {
  it('removes email addresses from driver and SMTP messages', () => {
    expect(redactEmails('Key (email)=(ada.obi@example.com) already exists.')).toBe('Key (email)=([email]) already exists.');
    expect(redactEmails("Can't send mail - all recipients were rejected: 550 <kofi+test@mail.example.org>: no such user")).toBe(
      "Can't send mail - all recipients were rejected: 550 <[email]>: no such user",
    );
    expect(redactEmails('Connection timeout')).toBe('Connection timeout');
  });
});
